package import AppComposition
package import CommandLineKitTesting

/// Runs a `mosaic` command line in this process, through the real composition root, and keeps
/// what it printed: the one runner the tests of every command share.
@MainActor
package enum InProcessMosaic {
    /// `environment` is added to `HOME=/nonexistent` (which it may replace), so that no
    /// configuration of the user running the tests is read.
    package static func run(
        _ arguments: [String], features: FeatureRegistry, environment: [String: String] = [:],
        overrides: AppGraph.Overrides = AppGraph.Overrides()
    ) async -> (status: Int32, console: RecordingConsole) {
        let console = RecordingConsole()
        let status = await Mosaic.run(
            arguments: arguments, environment: ["HOME": "/nonexistent"].merging(environment) { $1 },
            console: console, features: features, overrides: overrides)
        return (status, console)
    }
}
