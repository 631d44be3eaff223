import Analytics
import AnalyticsSegmentHTTP
import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

/// Each status of `POST /v1/batch` against Segment's SDK (segment-analytics-python 2.4.0), written from its
/// documented behaviour, not the adapter's: 2xx is success; 408, 410, 429, 460 and every 5xx but 501, 505 and
/// 511 (OAuth only, unused) are retried; other 4xx and those three are given up on. Mosaic's difference: an
/// unfollowed 3xx (a 303 to a POST, no `Location`) keeps the batch, as only a 2xx to it delivers it.
@Suite("Segment status codes, as Segment's SDK treats them", .timeLimit(.minutes(5)))
struct SegmentStatusConformanceTests {
    enum Expected: Sendable {
        case delivered, kept, dropped
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let status: Int
        let expected: Expected
        var testDescription: String { "HTTP \(status) → \(expected)" }
    }

    static let cases: [Case] =
        [200, 201, 202, 204, 299].map { Case(status: $0, expected: .delivered) }
        + [300, 301, 302, 303, 304, 307, 308].map { Case(status: $0, expected: .kept) }
        + [408, 410, 429, 460].map { Case(status: $0, expected: .kept) }
        + [400, 401, 403, 404, 405, 409, 411, 413, 415, 422, 431, 451, 499].map { Case(status: $0, expected: .dropped) }
        + [500, 502, 503, 504, 506, 507, 508, 510, 599].map { Case(status: $0, expected: .kept) }
        + [501, 505, 511].map { Case(status: $0, expected: .dropped) }

    @Test(arguments: cases)
    func aBatchFaresAsSegmentsSDKWouldHaveIt(_ statusCase: Case) async throws {
        let directory = try TemporaryDirectory()
        try await LoopbackHTTPServer.run { _ in
            .text("answer", status: statusCase.status)
        } operation: { server in
            let fixture = SegmentFixture(baseURL: server.baseURL, directory: directory)
            fixture.tracker.track(AnalyticsEvent(name: "one"))
            fixture.tracker.track(AnalyticsEvent(name: "two"))
            let tracked = fixture.tracker.unsentCalls.map(\.messageId)

            let report = await fixture.tracker.flush(within: SegmentFixture.patientWindow)

            expectEventsAddUp(report, taken: 2, in: fixture)
            #expect(server.requests.count == 1)
            switch statusCase.expected {
            case .delivered:
                #expect(report == SegmentFlushReport(taken: 2, delivered: 2))
                #expect(fixture.warnings.all.isEmpty)
            case .kept:
                #expect(report == SegmentFlushReport(taken: 2, queued: 2))
                #expect(fixture.queued.map(\.messageId) == tracked)
                #expect(fixture.warnings.all.count == 1)
                #expect(fixture.warnings.all.first?.contains("HTTP \(statusCase.status)") == true)
                if (300..<400).contains(statusCase.status) {
                    #expect(fixture.warnings.all.first?.contains("a redirect that would not resend the batch") == true)
                }
            case .dropped:
                #expect(report == SegmentFlushReport(taken: 2, refused: 2))
                #expect(
                    fixture.warnings.all == [
                        "analytics: \(server.baseURL.absoluteString)/v1/batch refused 2 events "
                            + "(HTTP \(statusCase.status)); dropped them, since sending them again would not help"
                    ])
            }
        }
    }

    /// Events queued after a 429 meet 408, 410 and 460 on later runs: each keeps them; a 200 delivers each once.
    @Test func eventsMeetingEveryRetriedStatusInTurnAreAllDeliveredOnce() async throws {
        let directory = try TemporaryDirectory()
        var tracked: [String] = []
        for status in [429, 408, 410, 460, 503] {
            let queuedBefore = tracked.count
            tracked += try await LoopbackHTTPServer.run { _ in
                .text("not now", status: status)
            } operation: { server in
                let run = SegmentFixture(baseURL: server.baseURL, directory: directory)
                run.tracker.track(AnalyticsEvent(name: "after_\(status)"))
                let fresh = run.tracker.unsentCalls.map(\.messageId)

                let report = await run.tracker.flush(within: SegmentFixture.patientWindow)

                expectEventsAddUp(report, taken: queuedBefore + 1, in: run)
                #expect(report.queued == queuedBefore + 1, "HTTP \(status) kept every event")
                return fresh
            }
        }

        try await LoopbackHTTPServer.run { _ in
            .json(#"{"success": true}"#)
        } operation: { server in
            let run = SegmentFixture(baseURL: server.baseURL, directory: directory)

            let report = await run.tracker.flush(within: SegmentFixture.patientWindow)

            expectEventsAddUp(report, taken: 5, in: run)
            #expect(report.delivered == 5)
            let delivered = try server.requests.flatMap { try ReceivedBatch($0).batch.map(\.messageId) }
            #expect(delivered == tracked)
        }
    }
}
