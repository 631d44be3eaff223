import Analytics
import AnalyticsSegmentHTTP
import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

/// Several `mosaic` processes share one queue file; none may lose what another queued.
@Suite("The analytics queue shared by several runs", .timeLimit(.minutes(5)))
struct SegmentQueueSharingTests {
    @Test func runsFlushingTogetherWhileTheServiceIsDownKeepEveryRunsEvents() async throws {
        let directory = try TemporaryDirectory()
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

    /// Each run claims what it sends under the lock: 5 queued and 12 new events, 17 deliveries in all.
    @Test func twelveRunsFlushingAtOnceDeliverEveryEventOnce() async throws {
        let directory = try TemporaryDirectory()
        let offline = SegmentFixture(baseURL: try await LoopbackHTTPServer.stoppedURL(), directory: directory)
        for index in 1...5 { offline.tracker.track(AnalyticsEvent(name: "queued_\(index)")) }
        _ = await offline.tracker.flush(within: .seconds(5))
        let queued = Set(offline.queued.map(\.messageId))
        #expect(queued.count == 5)

        try await LoopbackHTTPServer.run { _ in
            .json(#"{"success": true}"#)
        } operation: { server in
            let runs = (1...12).map { _ in SegmentFixture(baseURL: server.baseURL, directory: directory) }
            var tracked: Set<String> = []
            for (index, run) in runs.enumerated() {
                run.tracker.track(AnalyticsEvent(name: "run_\(index)"))
                tracked.formUnion(run.tracker.unsentCalls.map(\.messageId))
            }

            let reports = await withTaskGroup(of: SegmentFlushReport.self) { group in
                for run in runs { group.addTask { await run.tracker.flush(within: SegmentFixture.patientWindow) } }
                return await group.reduce(into: []) { $0.append($1) }
            }

            let delivered = try server.requests.flatMap { try ReceivedBatch($0).batch.map(\.messageId) }
            #expect(delivered.count == 17, "\(delivered.count) deliveries of \(Set(delivered).count) events")
            #expect(Set(delivered) == queued.union(tracked))
            #expect(reports.map(\.delivered).reduce(0, +) == 17)
            #expect(reports.allSatisfy { $0.delivered + $0.dropped + $0.queued == $0.taken })
            #expect(runs[0].queued.isEmpty)
        }
    }

    /// A killed run never releases its claim: no run sends its events until it lapses, then the next does.
    @Test func aClaimLeftByAKilledRunHoldsItsEventsUntilItLapses() async throws {
        let directory = try TemporaryDirectory()
        let clock = StubClock(start: SegmentFixture.start)
        let offline = SegmentFixture(
            baseURL: try await LoopbackHTTPServer.stoppedURL(), directory: directory, clock: clock)
        offline.tracker.track(AnalyticsEvent(name: "claimed_by_the_dead"))
        _ = await offline.tracker.flush(within: .seconds(5))
        let queued = try #require(offline.queued.first)
        // What a run that claimed the event and was killed before it settled leaves behind.
        let lapses = SegmentFixture.start.addingTimeInterval(62)
        let claim: [String: Any] = [
            "run": "killed-run", "until": lapses.timeIntervalSinceReferenceDate, "messageIds": [queued.messageId],
        ]
        var file = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: offline.queueFile)) as? [String: Any])
        file["claims"] = [claim]
        try JSONSerialization.data(withJSONObject: file).write(to: offline.queueFile)

        try await LoopbackHTTPServer.run { _ in
            .json(#"{"success": true}"#)
        } operation: { server in
            clock.advance(bySeconds: 30)
            let whileClaimed = SegmentFixture(baseURL: server.baseURL, directory: directory, clock: clock)
            whileClaimed.tracker.track(AnalyticsEvent(name: "meanwhile"))
            let first = await whileClaimed.tracker.flush(within: SegmentFixture.patientWindow)

            #expect(first == SegmentFlushReport(taken: 1, delivered: 1))
            #expect(whileClaimed.queued.map(\.messageId) == [queued.messageId])

            clock.advance(bySeconds: 33)
            let afterwards = SegmentFixture(baseURL: server.baseURL, directory: directory, clock: clock)
            let second = await afterwards.tracker.flush(within: SegmentFixture.patientWindow)

            #expect(second == SegmentFlushReport(taken: 1, delivered: 1))
            let delivered = try server.requests.flatMap { try ReceivedBatch($0).batch.map(\.event) }
            #expect(delivered == ["meanwhile", "claimed_by_the_dead"])
            #expect(afterwards.queued.isEmpty)
        }
    }

    /// As soon as it is answered, not at the end: a run killed during its second batch leaves only that one.
    @Test func aDeliveredBatchLeavesTheFileBeforeTheNextIsSent() async throws {
        let directory = try TemporaryDirectory()
        let offline = SegmentFixture(baseURL: try await LoopbackHTTPServer.stoppedURL(), directory: directory)
        for index in 1...150 { offline.tracker.track(AnalyticsEvent(name: "event_\(index)")) }
        _ = await offline.tracker.flush(within: .seconds(5))
        #expect(offline.queued.count == 150)

        // What the file holds when each batch arrives at the service.
        let inFile = ThreadLock<[Int]>([])
        try await LoopbackHTTPServer.run { _ in
            let count = offline.queued.count
            inFile.withLock { $0.append(count) }
            return .json(#"{"success": true}"#)
        } operation: { server in
            let run = SegmentFixture(baseURL: server.baseURL, directory: directory)
            let report = await run.tracker.flush(within: SegmentFixture.patientWindow)

            #expect(report == SegmentFlushReport(taken: 150, delivered: 150))
            #expect(inFile.withLock { $0 } == [150, 50])
            #expect(run.queued.isEmpty)
        }
    }
}
