import Analytics
import AnalyticsSegmentHTTP
import AnalyticsTesting
import Foundation
import NetworkingTesting
import PersistenceTesting
import Testing

@Suite(.timeLimit(.minutes(5))) struct SegmentTrackerTests {
    @Test func satisfiesTheTrackerContract() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let baseURL = try await LoopbackHTTPServer.stoppedURL()
        try await AnalyticsTrackerContract {
            let tracker = SegmentFixture(baseURL: baseURL, directory: directory).tracker
            return TrackerUnderTest(tracker) {
                tracker.unsentCalls.map { ObservedAnalyticsEvent($0.analyticsEvent) }
            }
        }.verify()
    }

    @Test func deliversABatchOfTrackCallsWithTheWriteKeyAsBasicAuth() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
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

            #expect(report == SegmentFlushReport(delivered: 1))
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
            #expect(fixture.queued.isEmpty)
            #expect(fixture.warnings.all.isEmpty)
        }
    }

    @Test func sendsAtMostOneHundredCallsPerBatch() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await LoopbackHTTPServer.run { _ in
            .json("{}")
        } operation: { server in
            let fixture = SegmentFixture(baseURL: server.baseURL, directory: directory)
            for index in 0..<250 {
                fixture.tracker.track(AnalyticsEvent(name: "step", parameters: ["index": .int(index)]))
            }

            let report = await fixture.tracker.flush(within: SegmentFixture.patientWindow)

            #expect(report.delivered == 250)
            let sizes = try server.requests.map { try ReceivedBatch($0).batch.count }
            #expect(sizes == [100, 100, 50])
        }
    }

    @Test func queuesWhatCannotBeSentAndSendsItOnTheNextRunWithTheSameMessageId() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let offline = SegmentFixture(baseURL: try await LoopbackHTTPServer.stoppedURL(), directory: directory)
        offline.tracker.track(AnalyticsEvent(name: "launch_viewed"))

        let offlineReport = await offline.tracker.flush(within: SegmentFixture.patientWindow)

        #expect(offlineReport == SegmentFlushReport(queued: 1))
        let queued = try #require(offline.queued.first)
        #expect(offline.warnings.all.count == 1)
        #expect(offline.warnings.all.first?.contains("1 event queued for the next run") == true)

        try await LoopbackHTTPServer.run { _ in
            .json("{}")
        } operation: { server in
            let nextRun = SegmentFixture(baseURL: server.baseURL, directory: directory)
            nextRun.tracker.track(AnalyticsEvent(name: "launch_list_viewed"))

            let report = await nextRun.tracker.flush(within: SegmentFixture.patientWindow)

            #expect(report == SegmentFlushReport(delivered: 2))
            let sent = try ReceivedBatch(try #require(server.requests.first)).batch
            #expect(sent.map(\.event) == ["launch_viewed", "launch_list_viewed"])
            #expect(sent.first?.messageId == queued.messageId)
            #expect(nextRun.queued.isEmpty)
        }
    }

    @Test(arguments: [429, 500, 503])
    func keepsABatchTheServiceMayAcceptLater(status: Int) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await LoopbackHTTPServer.run { _ in
            .text("later", status: status)
        } operation: { server in
            let fixture = SegmentFixture(baseURL: server.baseURL, directory: directory)
            fixture.tracker.track(AnalyticsEvent(name: "launch_viewed"))

            let report = await fixture.tracker.flush(within: SegmentFixture.patientWindow)

            #expect(report == SegmentFlushReport(queued: 1))
            #expect(fixture.queued.map(\.event) == ["launch_viewed"])
            #expect(fixture.warnings.all.first?.contains("HTTP \(status)") == true)
        }
    }

    @Test(arguments: [400, 401, 413])
    func dropsABatchTheServiceRefusesForGoodWithOneWarning(status: Int) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await LoopbackHTTPServer.run { _ in
            .text("no", status: status)
        } operation: { server in
            let fixture = SegmentFixture(baseURL: server.baseURL, directory: directory)
            fixture.tracker.track(AnalyticsEvent(name: "one"))
            fixture.tracker.track(AnalyticsEvent(name: "two"))

            let report = await fixture.tracker.flush(within: SegmentFixture.patientWindow)

            #expect(report == SegmentFlushReport(refused: 2))
            #expect(fixture.queued.isEmpty)
            #expect(
                fixture.warnings.all == [
                    "analytics: \(server.baseURL.absoluteString)/v1/batch refused 2 events (HTTP \(status)); "
                        + "dropped them, since sending them again would not help"
                ])
        }
    }

    @Test func stopsWaitingAtTheBoundAndQueuesTheBatchInFlight() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await LoopbackHTTPServer.run { _ in
            .json("{}").delayed(by: SegmentFixture.patientWindow)
        } operation: { server in
            let fixture = SegmentFixture(baseURL: server.baseURL, directory: directory)
            fixture.tracker.track(AnalyticsEvent(name: "launch_viewed"))

            let report = await fixture.tracker.flush(within: .milliseconds(200))

            #expect(report == SegmentFlushReport(queued: 1))
            #expect(fixture.queued.map(\.event) == ["launch_viewed"])
        }
    }

    @Test func aFullQueueDropsTheOldestAndSaysSo() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fixture = SegmentFixture(
            baseURL: try await LoopbackHTTPServer.stoppedURL(), directory: directory, queueCapacity: 3)
        for index in 1...5 {
            fixture.tracker.track(AnalyticsEvent(name: "event_\(index)"))
        }

        let report = await fixture.tracker.flush(within: SegmentFixture.patientWindow)

        #expect(report == SegmentFlushReport(queued: 3, droppedOldest: 2))
        #expect(fixture.queued.map(\.event) == ["event_3", "event_4", "event_5"])
        #expect(fixture.warnings.all.last == "analytics: the queue holds at most 3 events; dropped the 2 oldest events")
    }

    @Test func flushingWithNothingTrackedSendsNothing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
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
