package import CommandLineKit
package import DealershipAssembly

/// The Dealerships slice in the one-shot command line.
extension DealershipModule: CommandLineFeature {
    package static var commands: [Command] { DealershipCommands.all }
}
