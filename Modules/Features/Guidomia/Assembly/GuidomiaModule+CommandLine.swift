public import CommandLineKit

/// The Guidomia slice in the one-shot command line.
extension GuidomiaModule: CommandLineFeature {
    public static var commands: [Command] { GuidomiaCommands.all }
}
