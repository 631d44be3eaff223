package import DealershipAssembly
package import CommandLineKit

/// The Dealerships slice in the one-shot command line.
extension DealershipModule: CommandLineFeature {
    package static var commands: [Command] { DealershipCommands.all }
}
