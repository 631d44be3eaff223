package import AppComposition
import CommandLineKit
import CommandLineKitTesting
import Foundation
import LoopbackTesting
package import NetworkingOffline
import PersistenceTesting
package import Testing

/// Checks that a command answers the same over real HTTP as from the bundled data: it runs the
/// real composition root once offline, then again with `--base-url` pointing at a loopback
/// server that serves the same emulator through the URLSession adapter.
@MainActor
package enum LoopbackParity {
    package static func expectSameAnswer(
        _ arguments: [String],
        features: FeatureRegistry,
        api: String,
        emulator: any APIEmulator,
        basePath: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let offline = await run(arguments, features: features)
        #expect(offline.status == 0, "offline stderr: \(offline.console.error)", sourceLocation: sourceLocation)
        try await BundledDataServer.run(emulator, basePath: basePath) { server, base in
            let live = await run(arguments + ["--base-url", "\(api)=\(base.absoluteString)"], features: features)
            #expect(live.status == 0, "stderr: \(live.console.error)", sourceLocation: sourceLocation)
            #expect(live.console.output == offline.console.output, sourceLocation: sourceLocation)
            #expect(!server.requests.isEmpty, "nothing reached the server", sourceLocation: sourceLocation)
        }
    }

    private static func run(
        _ arguments: [String], features: FeatureRegistry
    ) async -> (status: Int32, console: RecordingConsole) {
        await InProcessMosaic.run(
            arguments + ["--analytics", "none"], features: features,
            overrides: AppGraph.Overrides(store: RecordingRecordStore()))
    }
}
