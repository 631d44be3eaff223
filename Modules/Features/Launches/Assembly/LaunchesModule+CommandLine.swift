public import CommandLineKit

/// The Launches slice in the one-shot command line.
extension LaunchesModule: CommandLineFeature {
    public static var commands: [Command] { LaunchesCommands.all }
}
