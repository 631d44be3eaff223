import Analytics
import AnalyticsSegmentHTTP
import Foundation
import FoundationTesting
import NetworkingTesting
import Testing

/// Several `mosaic` processes share one queue file; none may lose what another queued.
@Suite("The analytics queue shared by several runs", .timeLimit(.minutes(5)))
struct SegmentQueueSharingTests {
    @Test func runsFlushingTogetherWhileTheServiceIsDownKeepEveryRunsEvents() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let down = try await LoopbackHTTPServer.stoppedURL()
        let runs = (1...4).map { _ in SegmentFixture(baseURL: down, directory: directory) }
        for (index, run) in runs.enumerated() { run.tracker.track(AnalyticsEvent(name: "event_\(index)")) }

        let reports = await withTaskGroup(of: SegmentFlushReport.self) { group in
            for run in runs { group.addTask { await run.tracker.flush(within: .seconds(5)) } }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(Set(runs[0].queued.map(\.event)) == ["event_0", "event_1", "event_2", "event_3"])
        // A run may also take what another queued before it looked; each still accounts for all it took.
        #expect(reports.allSatisfy { $0.delivered + $0.dropped + $0.queued == $0.taken })
    }

    @Test func aRunThatDeliversTheQueueKeepsWhatAnotherRunQueuedMeanwhile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let offline = SegmentFixture(baseURL: try await LoopbackHTTPServer.stoppedURL(), directory: directory)
        offline.tracker.track(AnalyticsEvent(name: "queued_before"))
        _ = await offline.tracker.flush(within: .seconds(5))

        let stillDown = try await LoopbackHTTPServer.stoppedURL()
        try await LoopbackHTTPServer.run { _ in
            // While this run's batch is on its way, another run queues an event of its own.
            let other = SegmentFixture(baseURL: stillDown, directory: directory)
            other.tracker.track(AnalyticsEvent(name: "queued_meanwhile"))
            _ = await other.tracker.flush(within: .seconds(5))
            return .json("{}")
        } operation: { server in
            let online = SegmentFixture(baseURL: server.baseURL, directory: directory)
            let report = await online.tracker.flush(within: SegmentFixture.patientWindow)

            #expect(report == SegmentFlushReport(taken: 1, delivered: 1))
            #expect(online.queued.map(\.event) == ["queued_meanwhile"])
        }
    }
}
