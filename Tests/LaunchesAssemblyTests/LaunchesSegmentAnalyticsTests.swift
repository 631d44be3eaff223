import AppComposition
import AppCompositionTesting
import CommandLineKit
import CommandLineKitTesting
import Foundation
import FoundationTesting
import LaunchesAssembly
import LaunchesCommandLine
import LaunchesTerminal
import LaunchesWeb
import LoopbackTesting
import NetworkingTesting
import Testing

/// `launches show` sends `launch_viewed` to a Segment API on 127.0.0.1, or queues it for the next run while it is down.
@Suite("launches with analytics over a Segment-compatible API")
@MainActor
struct LaunchesSegmentAnalyticsTests {
    private static let launch = "5fe3b15eb3467846b324216d"

    private func show(analyticsAt url: URL, state: TemporaryDirectory) async -> (Int32, RecordingConsole) {
        await InProcessMosaic.run(
            [
                "launches", "show", Self.launch, "--store", "memory", "--analytics", "segment:\(url.absoluteString)",
            ], features: FeatureRegistry([LaunchesModule.self]),
            environment: [
                "HOME": "/nonexistent", "XDG_STATE_HOME": state.url.path, "MOSAIC_SEGMENT_WRITE_KEY": "wk-test",
                // The test checks delivery, not the 2 s bound: a busy machine may answer slower.
                "MOSAIC_SERVICE_WAIT_MS": "60000",
            ])
    }

    private func events(in request: LoopbackRequest) throws -> [[String: Any]] {
        let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        return try #require(body["batch"] as? [[String: Any]])
    }

    @Test func deliversTheLaunchViewedEventInAValidBatch() async throws {
        let state = try TemporaryDirectory()
        let server = try await LoopbackHTTPServer.start { _ in .json(#"{"success": true}"#) }

        let (status, console) = await show(analyticsAt: server.baseURL, state: state)

        await server.stop()
        #expect(status == 0)
        #expect(console.error.isEmpty)
        let request = try #require(server.requests.first)
        #expect(request.path == "/v1/batch")
        #expect(request.value(forHeader: "Authorization") == "Basic " + Data("wk-test:".utf8).base64EncodedString())
        let event = try #require(try events(in: request).first)
        #expect(event["type"] as? String == "track")
        #expect(event["event"] as? String == "launch_viewed")
        #expect((event["properties"] as? [String: Any])?.isEmpty == false)
        #expect((event["anonymousId"] as? String)?.isEmpty == false)
        #expect((event["messageId"] as? String)?.isEmpty == false)
    }

    @Test func queuesTheEventWhileTheAPIIsDownAndDeliversItOnTheNextRun() async throws {
        let state = try TemporaryDirectory()
        let (offlineStatus, offline) = await show(analyticsAt: try await LoopbackHTTPServer.stoppedURL(), state: state)

        #expect(offlineStatus == 0)
        #expect(!offline.output.isEmpty)
        #expect(offline.error.contains("1 event queued for the next run"))

        let server = try await LoopbackHTTPServer.start { _ in .json("{}") }

        let (status, console) = await show(analyticsAt: server.baseURL, state: state)

        await server.stop()
        #expect(status == 0)
        #expect(console.error.isEmpty)
        let delivered = try events(in: try #require(server.requests.first))
        #expect(delivered.map { $0["event"] as? String } == ["launch_viewed", "launch_viewed"])
        #expect(delivered.first?["messageId"] as? String != delivered.last?["messageId"] as? String)
    }

    @Test func aSegmentDestinationWithoutAWriteKeyIsAUsageError() async {
        let (status, console) = await InProcessMosaic.run(
            ["launches", "show", Self.launch, "--analytics", "segment:http://127.0.0.1:9"],
            features: FeatureRegistry([LaunchesModule.self]))

        #expect(status == 64)
        #expect(
            console.error
                == "error: --analytics segment:http://127.0.0.1:9 needs the source's write key in MOSAIC_SEGMENT_WRITE_KEY\n"
        )
    }
}
