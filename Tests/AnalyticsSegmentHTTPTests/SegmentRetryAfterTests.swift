import Analytics
import AnalyticsSegmentHTTP
import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

/// `Retry-After` on an answer Segment's SDK retries: no run sends anything before it. Time is
/// the test's clock, shared by the runs, so nothing here waits for real.
@Suite("Segment's Retry-After, kept with the queue across runs", .timeLimit(.minutes(5)))
struct SegmentRetryAfterTests {
    struct Form: Sendable, CustomTestStringConvertible {
        let name: String
        let header: String
        var testDescription: String { name }
    }

    /// One minute after ``SegmentFixture/start`` (2027-01-15T08:00:00Z), in each of the header's forms.
    static let forms = [
        Form(name: "seconds", header: "60"),
        Form(name: "HTTP date", header: "Fri, 15 Jan 2027 08:01:00 GMT"),
        Form(name: "ISO 8601 date-time", header: "2027-01-15T08:01:00Z"),
    ]

    @Test(arguments: forms)
    func nothingIsSentBeforeTheTimeA429Names(_ form: Form) async throws {
        try await expectHonoured(status: 429, retryAfter: form.header, resumesAfter: 60)
    }

    @Test func aRetryAfterOnAServerErrorIsHonouredToo() async throws {
        try await expectHonoured(status: 503, retryAfter: "120", resumesAfter: 120)
    }

    /// Segment's SDK honours at most five minutes, so a misconfigured service cannot hold events for days.
    @Test func aWaitLongerThanFiveMinutesIsCutToFive() async throws {
        try await expectHonoured(status: 429, retryAfter: "86400", resumesAfter: 300)
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

    /// Run 1 meets `status` with `retryAfter`; run 2, a second before the time is up, tracks one
    /// more event and sends nothing; run 3, at the time, delivers both with their first messageIds.
    private func expectHonoured(
        status: Int, retryAfter: String, resumesAfter seconds: TimeInterval,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let directory = try TemporaryDirectory()
        let clock = StubClock(start: SegmentFixture.start)
        let limited = LoopbackResponse(status: status, headers: ["Retry-After": retryAfter])
        try await LoopbackHTTPServer.run { _ in
            limited
        } operation: { server in
            let first = SegmentFixture(baseURL: server.baseURL, directory: directory, clock: clock)
            first.tracker.track(AnalyticsEvent(name: "before_the_limit"))
            let firstReport = await first.tracker.flush(within: SegmentFixture.patientWindow)
            #expect(
                firstReport.notBefore == SegmentFixture.start.addingTimeInterval(seconds),
                sourceLocation: sourceLocation)
            expectEventsAddUp(firstReport, taken: 1, in: first, sourceLocation: sourceLocation)

            clock.set(SegmentFixture.start.addingTimeInterval(seconds - 1))
            let second = SegmentFixture(baseURL: server.baseURL, directory: directory, clock: clock)
            second.tracker.track(AnalyticsEvent(name: "during_the_limit"))
            let secondReport = await second.tracker.flush(within: SegmentFixture.patientWindow)

            #expect(server.requests.count == 1, "nothing sent before the time", sourceLocation: sourceLocation)
            #expect(
                secondReport
                    == SegmentFlushReport(
                        taken: 2, queued: 2, notBefore: SegmentFixture.start.addingTimeInterval(seconds)),
                sourceLocation: sourceLocation)
            expectEventsAddUp(secondReport, taken: 2, in: second, sourceLocation: sourceLocation)
            #expect(
                second.warnings.all.first?.contains("asked not to be sent anything before") == true,
                sourceLocation: sourceLocation)
        }
        let queued = SegmentFixture(baseURL: try await LoopbackHTTPServer.stoppedURL(), directory: directory).queued
        try await LoopbackHTTPServer.run { _ in
            .json("{}")
        } operation: { server in
            clock.set(SegmentFixture.start.addingTimeInterval(seconds))
            let third = SegmentFixture(baseURL: server.baseURL, directory: directory, clock: clock)

            let report = await third.tracker.flush(within: SegmentFixture.patientWindow)

            #expect(report == SegmentFlushReport(taken: 2, delivered: 2), sourceLocation: sourceLocation)
            expectEventsAddUp(report, taken: 2, in: third, sourceLocation: sourceLocation)
            let sent = try ReceivedBatch(try #require(server.requests.first)).batch
            #expect(sent.map(\.messageId) == queued.map(\.messageId), sourceLocation: sourceLocation)
            #expect(sent.map(\.event) == ["before_the_limit", "during_the_limit"], sourceLocation: sourceLocation)
        }
    }
}
