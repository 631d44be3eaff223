import Analytics
import AnalyticsSegmentHTTP
import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

/// A redirecting service, two loopback origins: the write key reaches no other origin, and a batch leaves the
/// queue only on a 2xx to a request that carried it.
@Suite("Segment batches and redirects", .timeLimit(.minutes(5)))
struct SegmentRedirectTests {
    @Test(arguments: [301, 302, 303, 307, 308])
    func aRedirectToAnotherOriginSendsTheWriteKeyNowhereAndKeepsTheBatch(status: Int) async throws {
        let directory = try TemporaryDirectory()
        try await LoopbackHTTPServer.run { _ in
            .json(#"{"success": true}"#)
        } operation: { elsewhere in
            let target = elsewhere.baseURL.appending(path: "v1/batch").absoluteString
            try await LoopbackHTTPServer.run { _ in
                LoopbackResponse(status: status, headers: ["Location": target])
            } operation: { service in
                let fixture = SegmentFixture(baseURL: service.baseURL, directory: directory)
                fixture.tracker.track(AnalyticsEvent(name: "launch_viewed"))

                let report = await fixture.tracker.flush(within: SegmentFixture.patientWindow)

                #expect(elsewhere.requests.isEmpty, "the other origin was sent \(elsewhere.requests)")
                #expect(report == SegmentFlushReport(taken: 1, queued: 1))
                expectEventsAddUp(report, taken: 1, in: fixture)
                #expect(fixture.queued.map(\.event) == ["launch_viewed"])
                let warning = try #require(fixture.warnings.all.first)
                #expect(warning.contains(service.baseURL.appending(path: "v1/batch").absoluteString), "\(warning)")
                if status != 303 {
                    #expect(warning.contains(target), "\(warning)")
                }
            }
        }
    }
}
