import Analytics
import AnalyticsSegmentHTTP
import Foundation
import FoundationTesting
import LoopbackTesting
import NetworkingTesting
import Testing

/// The shape of what is sent, as Segment's SDK sends it: every call names its library in
/// `context.library` and carries `integrations`; the body carries the write key.
@Suite("Segment payload, as Segment's SDK shapes it", .timeLimit(.minutes(5)))
struct SegmentPayloadTests {
    @Test func everyCallCarriesItsLibraryAndTheBodyTheWriteKey() async throws {
        let directory = try TemporaryDirectory()
        try await LoopbackHTTPServer.run { _ in
            .json("{}")
        } operation: { server in
            let fixture = SegmentFixture(baseURL: server.baseURL, directory: directory)
            for index in 0..<3 { fixture.tracker.track(AnalyticsEvent(name: "event_\(index)")) }

            let report = await fixture.tracker.flush(within: SegmentFixture.patientWindow)

            expectEventsAddUp(report, taken: 3, in: fixture)
            let request = try #require(server.requests.first)
            let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
            #expect(body["writeKey"] as? String == "wk-123")
            let calls = try #require(body["batch"] as? [[String: Any]])
            #expect(calls.count == 3)
            for call in calls {
                let library = (call["context"] as? [String: Any])?["library"] as? [String: String]
                #expect(library == ["name": "mosaic-segment-http", "version": SegmentFixture.appVersion])
                #expect((call["integrations"] as? [String: Any])?.isEmpty == true)
            }
            #expect(request.value(forHeader: "User-Agent") == "mosaic/\(SegmentFixture.appVersion)")
        }
    }

    @Test func aTrailingSlashInTheBaseURLStillPostsToV1Batch() async throws {
        let directory = try TemporaryDirectory()
        try await LoopbackHTTPServer.run { _ in
            .json("{}")
        } operation: { server in
            let withSlash = try #require(URL(string: server.baseURL.absoluteString + "/"))
            let fixture = SegmentFixture(baseURL: withSlash, directory: directory)
            fixture.tracker.track(AnalyticsEvent(name: "one"))

            let report = await fixture.tracker.flush(within: SegmentFixture.patientWindow)

            expectEventsAddUp(report, taken: 1, in: fixture)
            #expect(server.requests.first?.path == "/v1/batch")
        }
    }
}
