import Analytics
import AnalyticsSegmentHTTP
import AnalyticsTesting
import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

@Suite(.timeLimit(.minutes(5))) struct SegmentTrackerTests {
    @Test func satisfiesTheTrackerContract() async throws {
        let directory = try TemporaryDirectory()
        let baseURL = try await LoopbackHTTPServer.stoppedURL()
        try await AnalyticsTrackerContract {
            let tracker = SegmentFixture(baseURL: baseURL, directory: directory).tracker
            return TrackerUnderTest(tracker) {
                tracker.unsentCalls.map { ObservedAnalyticsEvent($0.analyticsEvent) }
            }
        }.verify()
    }

    /// As Segment's SDK sends it: `context.library` and `integrations` in each call, the write key in the body.
    @Test func deliversABatchOfTrackCallsWithTheWriteKeyAsBasicAuth() async throws {
        let directory = try TemporaryDirectory()
        try await LoopbackHTTPServer.run { _ in
            .json(#"{"success": true}"#)
        } operation: { server in
            let fixture = SegmentFixture(baseURL: server.baseURL, directory: directory)
            fixture.tracker.track(
                AnalyticsEvent(
                    name: "launch_viewed",
                    parameters: ["id": "5fe3", "crew": 4, "ratio": .double(0.5), "live": true, "tags": .strings(["a"])])
            )

            let report = await fixture.tracker.flush(within: SegmentFixture.patientWindow)

            #expect(report == SegmentFlushReport(taken: 1, delivered: 1))
            expectEventsAddUp(report, taken: 1, in: fixture)
            let request = try #require(server.requests.first)
            #expect(request.method == "POST")
            #expect(request.path == "/v1/batch")
            #expect(request.value(forHeader: "Authorization") == "Basic " + Data("wk-123:".utf8).base64EncodedString())
            let json = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
            let call = try #require((json["batch"] as? [[String: Any]])?.first)
            #expect(call["type"] as? String == "track")
            #expect(call["event"] as? String == "launch_viewed")
            #expect(call["anonymousId"] as? String == "install-1")
            #expect(call["timestamp"] as? String == "2027-01-15T08:00:00.000Z")
            #expect((call["messageId"] as? String)?.isEmpty == false)
            let properties = try #require(call["properties"] as? [String: Any])
            #expect(properties["crew"] as? Int == 4)
            #expect(properties["live"] as? Bool == true)
            #expect(properties["tags"] as? [String] == ["a"])
            #expect(json["sentAt"] is String)
            #expect(json["writeKey"] as? String == "wk-123")
            let library = (call["context"] as? [String: Any])?["library"] as? [String: String]
            #expect(library == ["name": "mosaic-segment-http", "version": SegmentFixture.appVersion])
            #expect((call["integrations"] as? [String: Any])?.isEmpty == true)
            #expect(request.value(forHeader: "User-Agent") == "mosaic/\(SegmentFixture.appVersion)")
            #expect(fixture.queued.isEmpty)
            #expect(fixture.warnings.all.isEmpty)
        }
    }

    /// The base URL is given with a trailing slash: every batch still goes to `/v1/batch`.
    @Test func sendsAtMostOneHundredCallsPerBatch() async throws {
        let directory = try TemporaryDirectory()
        try await LoopbackHTTPServer.run { _ in
            .json("{}")
        } operation: { server in
            let withSlash = try #require(URL(string: server.baseURL.absoluteString + "/"))
            let fixture = SegmentFixture(baseURL: withSlash, directory: directory)
            for index in 0..<250 {
                fixture.tracker.track(AnalyticsEvent(name: "step", parameters: ["index": .int(index)]))
            }

            let report = await fixture.tracker.flush(within: SegmentFixture.patientWindow)

            #expect(report.delivered == 250)
            expectEventsAddUp(report, taken: 250, in: fixture)
            let sizes = try server.requests.map { try ReceivedBatch($0).batch.count }
            #expect(sizes == [100, 100, 50])
            #expect(server.requests.allSatisfy { $0.path == "/v1/batch" })
        }
    }

    /// A refused connection is known not to have delivered anything: queued, never "counts twice".
    @Test func queuesWhatCannotBeSentAndSendsItOnTheNextRunWithTheSameMessageId() async throws {
        let directory = try TemporaryDirectory()
        let offline = SegmentFixture(baseURL: try await LoopbackHTTPServer.stoppedURL(), directory: directory)
        offline.tracker.track(AnalyticsEvent(name: "launch_viewed"))

        let offlineReport = await offline.tracker.flush(within: SegmentFixture.patientWindow)

        #expect(offlineReport == SegmentFlushReport(taken: 1, queued: 1))
        expectEventsAddUp(offlineReport, taken: 1, in: offline)
        let queued = try #require(offline.queued.first)
        #expect(offline.warnings.all.count == 1)
        #expect(offline.warnings.all.first?.contains("1 event queued for the next run") == true)
        #expect(!offline.warnings.all.contains { $0.contains("counts twice") })

        try await LoopbackHTTPServer.run { _ in
            .json("{}")
        } operation: { server in
            let nextRun = SegmentFixture(baseURL: server.baseURL, directory: directory)
            nextRun.tracker.track(AnalyticsEvent(name: "launch_list_viewed"))

            let report = await nextRun.tracker.flush(within: SegmentFixture.patientWindow)

            #expect(report == SegmentFlushReport(taken: 2, delivered: 2))
            expectEventsAddUp(report, taken: 2, in: nextRun)
            let sent = try ReceivedBatch(try #require(server.requests.first)).batch
            #expect(sent.map(\.event) == ["launch_viewed", "launch_list_viewed"])
            #expect(sent.first?.messageId == queued.messageId)
            #expect(nextRun.queued.isEmpty)
        }
    }

    /// A service answering long after the flush window or the client's timeout ends the wait: 200 ms against
    /// 300 s, so the verdict does not depend on the machine's speed.
    @Test(arguments: [
        (window: Duration.milliseconds(200), requestTimeout: Duration.seconds(120)),
        (window: SegmentFixture.patientWindow, requestTimeout: .milliseconds(200)),
    ])
    func aBatchLeftUnansweredIsUnconfirmedAndMayBeCountedTwice(
        window: Duration, requestTimeout: Duration
    ) async throws {
        let directory = try TemporaryDirectory()
        try await LoopbackHTTPServer.run { _ in
            .json("{}").delayed(by: .seconds(300))
        } operation: { server in
            let fixture = SegmentFixture(baseURL: server.baseURL, directory: directory, requestTimeout: requestTimeout)
            fixture.tracker.track(AnalyticsEvent(name: "launch_viewed"))

            let report = await fixture.tracker.flush(within: window)

            #expect(report == SegmentFlushReport(taken: 1, queued: 1, unconfirmed: 1))
            expectEventsAddUp(report, taken: 1, in: fixture)
            #expect(fixture.queued.map(\.event) == ["launch_viewed"])
            #expect(fixture.warnings.all.contains { $0.contains("may have accepted") && $0.contains("counts twice") })
        }
    }

    @Test func aFullQueueDropsTheOldestAndSaysSo() async throws {
        let directory = try TemporaryDirectory()
        let fixture = SegmentFixture(
            baseURL: try await LoopbackHTTPServer.stoppedURL(), directory: directory, queueCapacity: 3)
        for index in 1...5 {
            fixture.tracker.track(AnalyticsEvent(name: "event_\(index)"))
        }

        let report = await fixture.tracker.flush(within: SegmentFixture.patientWindow)

        #expect(report == SegmentFlushReport(taken: 5, queued: 3, droppedOldest: 2))
        expectEventsAddUp(report, taken: 5, in: fixture)
        #expect(fixture.queued.map(\.event) == ["event_3", "event_4", "event_5"])
        #expect(
            fixture.warnings.all.last
                == "analytics: the queue holds at most 3 events and 1 MB; dropped the 2 oldest events")
    }

    @Test func aQueueThatCannotBeWrittenDropsTheEventsAndSaysSo() async throws {
        let directory = try TemporaryDirectory()
        let fixture = SegmentFixture(baseURL: try await LoopbackHTTPServer.stoppedURL(), directory: directory)
        // A folder where the queue file should be: it can be neither read nor replaced.
        try FileManager.default.createDirectory(at: fixture.queueFile, withIntermediateDirectories: true)
        fixture.tracker.track(AnalyticsEvent(name: "one"))
        fixture.tracker.track(AnalyticsEvent(name: "two"))

        let report = await fixture.tracker.flush(within: SegmentFixture.patientWindow)

        #expect(report == SegmentFlushReport(taken: 2, unwritable: 2))
        expectEventsAddUp(report, taken: 2, in: fixture)
        #expect(fixture.warnings.all.last?.hasPrefix("analytics: could not queue 2 events in") == true)
    }

    @Test func flushingWithNothingTrackedSendsNothing() async throws {
        let directory = try TemporaryDirectory()
        try await LoopbackHTTPServer.run { _ in
            .json("{}")
        } operation: { server in
            let report = await SegmentFixture(baseURL: server.baseURL, directory: directory).tracker
                .flush(within: SegmentFixture.patientWindow)

            #expect(report == SegmentFlushReport())
            #expect(server.requests.isEmpty)
        }
    }
}
