public import CommandLineKit

/// The Dealerships slice in the one-shot command line.
extension DealershipModule: CommandLineFeature {
    public static var commands: [Command] { DealershipCommands.all }
}
