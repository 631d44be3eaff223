import CommandLineKit
import CompositionKit
import FeatureFlags
import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

@testable import AppComposition

/// Through the root: a one-shot command keeps its starting flags; a long-lived client takes a later answer.
@Suite("The flag service over a run's lifetime")
@MainActor
struct FlagsServiceLifetimeTests {
    @Test func aCommandKeepsItsFlagsAndAClientThatLivesOnTakesTheLaterAnswer() async throws {
        let folder = try TemporaryDirectory()
        let state = folder.url.appending(path: "state")
        // The service turns alpha.enabled off, on, off, ... answer by answer.
        let answers = ThreadLock(0)
        let server = try await LoopbackHTTPServer.start { _ in
            let number = answers.withLock { count in
                count += 1
                return count
            }
            return .json(#"{"flags": [{"key": "alpha.enabled", "value": \#(number.isMultiple(of: 2))}]}"#)
        }
        do {
            let environment = [
                "HOME": "/nonexistent", "XDG_STATE_HOME": state.path, "MOSAIC_SERVICE_WAIT_MS": "60000",
                "OFREP_TIMEOUT_MS": "60000",
            ]
            let (options, _) = try CommandLineSplitter.split(["--flags-service", server.baseURL.absoluteString])
            let checked = try AppConfiguration.resolve(options, environment: environment, features: .samples)
            let alpha = AlphaModule.enabled

            // The first run waits for the service: nothing is kept yet.
            let first = await checked.consultingFlagsService(features: .samples, environment: environment)
            #expect(!first.flags.isEnabled(alpha))

            // The second starts from that answer; the one it asks for meanwhile does not change it.
            let second = await checked.consultingFlagsService(features: .samples, environment: environment)
            let command = AppGraph(configuration: second) { _ in }
            await command.finish()
            #expect(!command.flags.isEnabled(alpha))

            // Starts from the answer the second run saved, then takes its own background answer at the next read.
            let third = await checked.consultingFlagsService(features: .samples, environment: environment)
            let longLived = AppGraph(configuration: third) { _ in }
            longLived.keepFlagsCurrent()
            #expect(third.flags.isEnabled(alpha))
            await longLived.finish()
            #expect(!longLived.flags.isEnabled(alpha))
            #expect(server.requests.count == 3)
        }
        await server.stop()
    }
}
