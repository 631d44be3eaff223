import Foundation
import FoundationTesting
import LoopbackTesting
import NetworkingTesting
import Testing

/// Twelve `mosaic` processes started together, sharing one Segment queue holding five events: each
/// event reaches the service once, however the runs interleave.
@Suite("the Segment queue, twelve processes at once", .processBudget, .timeLimit(.minutes(10)))
@MainActor
struct AnalyticsQueueEndToEndTests {
    @Test func twelveRunsStartedTogetherDeliverEveryEventOnce() async throws {
        let folder = try TemporaryDirectory()
        let home = folder.url
        let queueFile = home.appendingPathComponent("mosaic/analytics-queue.json")
        try FileManager.default.createDirectory(
            at: queueFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let queued = (1...5).map { "00000000-0000-4000-8000-00000000000\($0)" }
        let calls = queued.map { id in
            [
                "type": "track", "event": "queued_earlier", "properties": [:] as [String: String],
                "anonymousId": "install-1", "timestamp": "2027-01-15T08:00:00.000Z", "messageId": id,
                "context": ["library": ["name": "mosaic-segment-http", "version": "1.0.0"]],
                "integrations": [:] as [String: Bool],
            ] as [String: Any]
        }
        try JSONSerialization.data(withJSONObject: ["calls": calls, "claims": [] as [Any]]).write(to: queueFile)

        let server = try await LoopbackHTTPServer.start { _ in .json(#"{"success": true}"#) }
        let mosaic = try MosaicRunner(
            in: home,
            environment: MosaicBinary.environment(
                home: home, ["MOSAIC_SEGMENT_WRITE_KEY": "wk-123", "MOSAIC_SERVICE_WAIT_MS": "60000"]),
            analytics: "segment:\(server.baseURL.absoluteString)")
        let runs = try (1...12).map { _ in
            try mosaic.start(["launches", "show", "5fe3b15eb3467846b324216d", "--store", "memory"])
        }
        for run in runs {
            let status = try await run.wait(deadline: .seconds(120))
            #expect(status == 0, "\(run.errorOutput)")
        }
        let requests = server.requests
        await server.stop()

        let delivered = try requests.flatMap { request in
            let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
            let batch = try #require(body["batch"] as? [[String: Any]])
            return batch.compactMap { $0["messageId"] as? String }
        }
        #expect(
            delivered.count == Set(delivered).count, "\(delivered.count) deliveries of \(Set(delivered).count) events")
        #expect(queued.allSatisfy(delivered.contains), "a queued event was not delivered")
        #expect(delivered.count >= 5 + 12, "each run tracks its launch_viewed")
        #expect(!FileManager.default.fileExists(atPath: queueFile.path), "nothing is left queued")
    }
}
