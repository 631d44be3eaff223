package import CommandLineKit
package import LaunchesAssembly

extension LaunchesModule: CommandLineFeature {
    package static var commands: [Command] { LaunchesCommands.all }
}
