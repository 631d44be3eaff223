package import GuidomiaAssembly
package import CommandLineKit

/// The Guidomia slice in the one-shot command line.
extension GuidomiaModule: CommandLineFeature {
    package static var commands: [Command] { GuidomiaCommands.all }
}
