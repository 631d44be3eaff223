package import CommandLineKit
package import GuidomiaAssembly

extension GuidomiaModule: CommandLineFeature {
    package static var commands: [Command] { GuidomiaCommands.all }
}
