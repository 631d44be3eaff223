package import CommandLineKit
package import GuidomiaAssembly

/// The Guidomia slice in the one-shot command line.
extension GuidomiaModule: CommandLineFeature {
    package static var commands: [Command] { GuidomiaCommands.all }
}
