import Analytics
import AnalyticsSegmentHTTP
import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

/// `Retry-After` on a retried answer: no run sends before it. The runs share the test's clock; none waits.
@Suite("Segment's Retry-After, kept with the queue across runs", .timeLimit(.minutes(5)))
struct SegmentRetryAfterTests {
    struct Limit: Sendable, CustomTestStringConvertible {
        let name: String
        var status = 429
        let header: String
        var resumesAfter: TimeInterval = 60
        var testDescription: String { name }
    }

    /// A minute after ``SegmentFixture/start`` (2027-01-15T08:00:00Z) in each form, also on a 5xx; and a day,
    /// cut to the five minutes Segment's SDK honours at most, so no service holds events for days.
    static let limits = [
        Limit(name: "seconds", header: "60"),
        Limit(name: "HTTP date", header: "Fri, 15 Jan 2027 08:01:00 GMT"),
        Limit(name: "ISO 8601 date-time", header: "2027-01-15T08:01:00Z"),
        Limit(name: "on a 503", status: 503, header: "120", resumesAfter: 120),
        Limit(name: "a day, cut to five minutes", header: "86400", resumesAfter: 300),
    ]

    /// Run 1 meets the limit; run 2, a second early, tracks one more and sends nothing; run 3 delivers both.
    @Test(arguments: limits)
    func nothingIsSentBeforeTheTimeRetryAfterNames(_ limit: Limit) async throws {
        let directory = try TemporaryDirectory()
        let clock = StubClock(start: SegmentFixture.start)
        let limited = LoopbackResponse(status: limit.status, headers: ["Retry-After": limit.header])
        try await LoopbackHTTPServer.run { _ in
            limited
        } operation: { server in
            let first = SegmentFixture(baseURL: server.baseURL, directory: directory, clock: clock)
            first.tracker.track(AnalyticsEvent(name: "before_the_limit"))
            let firstReport = await first.tracker.flush(within: SegmentFixture.patientWindow)
            #expect(firstReport.notBefore == SegmentFixture.start.addingTimeInterval(limit.resumesAfter))
            expectEventsAddUp(firstReport, taken: 1, in: first)

            clock.set(SegmentFixture.start.addingTimeInterval(limit.resumesAfter - 1))
            let second = SegmentFixture(baseURL: server.baseURL, directory: directory, clock: clock)
            second.tracker.track(AnalyticsEvent(name: "during_the_limit"))
            let secondReport = await second.tracker.flush(within: SegmentFixture.patientWindow)

            #expect(server.requests.count == 1, "nothing sent before the time")
            #expect(
                secondReport
                    == SegmentFlushReport(
                        taken: 2, queued: 2, notBefore: SegmentFixture.start.addingTimeInterval(limit.resumesAfter)))
            expectEventsAddUp(secondReport, taken: 2, in: second)
            #expect(second.warnings.all.first?.contains("asked not to be sent anything before") == true)
        }
        let queued = SegmentFixture(baseURL: try await LoopbackHTTPServer.stoppedURL(), directory: directory).queued
        try await LoopbackHTTPServer.run { _ in
            .json("{}")
        } operation: { server in
            clock.set(SegmentFixture.start.addingTimeInterval(limit.resumesAfter))
            let third = SegmentFixture(baseURL: server.baseURL, directory: directory, clock: clock)

            let report = await third.tracker.flush(within: SegmentFixture.patientWindow)

            #expect(report == SegmentFlushReport(taken: 2, delivered: 2))
            expectEventsAddUp(report, taken: 2, in: third)
            let sent = try ReceivedBatch(try #require(server.requests.first)).batch
            #expect(sent.map(\.messageId) == queued.map(\.messageId))
            #expect(sent.map(\.event) == ["before_the_limit", "during_the_limit"])
        }
    }

    @Test func aDateAlreadyPastHoldsNothingBack() async throws {
        let directory = try TemporaryDirectory()
        let clock = StubClock(start: SegmentFixture.start)
        try await LoopbackHTTPServer.run { _ in
            LoopbackResponse(status: 429, headers: ["Retry-After": "2020-01-01T00:00:00Z"])
        } operation: { server in
            let first = SegmentFixture(baseURL: server.baseURL, directory: directory, clock: clock)
            first.tracker.track(AnalyticsEvent(name: "one"))
            let report = await first.tracker.flush(within: SegmentFixture.patientWindow)
            #expect(report.notBefore == nil)

            let second = SegmentFixture(baseURL: server.baseURL, directory: directory, clock: clock)
            _ = await second.tracker.flush(within: SegmentFixture.patientWindow)

            #expect(server.requests.count == 2)
        }
    }
}
