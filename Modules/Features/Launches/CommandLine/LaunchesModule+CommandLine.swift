package import CommandLineKit
package import LaunchesAssembly

/// The Launches slice in the one-shot command line.
extension LaunchesModule: CommandLineFeature {
    package static var commands: [Command] { LaunchesCommands.all }
}
