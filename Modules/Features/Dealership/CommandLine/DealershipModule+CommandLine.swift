package import CommandLineKit
package import DealershipAssembly

extension DealershipModule: CommandLineFeature {
    package static var commands: [Command] { DealershipCommands.all }
}
