public import Foundation
public import MosaicAnalytics
public import Networking
import Synchronization

/// PostHog's capture API behind Mosaic's `AnalyticsTracker` port: each event waits in memory, and
/// ``flush()`` sends those waiting in one `POST /batch/`. An app calls `flush()` when it goes to
/// the background; events that fail to leave wait for the next one.
public final class PostHogTracker: AnalyticsTracker {
    private let apiKey: String
    private let batchURL: URL
    private let distinctID: String
    private let client: any HTTPClient
    private let now: @Sendable () -> Date
    private let waiting = Mutex<[PostHogEvent]>([])

    /// - Parameters:
    ///   - apiKey: the project's API key, which PostHog reads from the body.
    ///   - host: where the project lives, such as `https://eu.i.posthog.com`.
    ///   - distinctID: who the events are about, as PostHog groups them.
    ///   - client: the HTTP client the app's composition root hands out.
    public init(
        apiKey: String, host: URL, distinctID: String, client: any HTTPClient,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.apiKey = apiKey
        self.batchURL = host.appending(path: "batch/")
        self.distinctID = distinctID
        self.client = client
        self.now = now
    }

    public func track(_ event: AnalyticsEvent) {
        let captured = PostHogEvent(event, distinctID: distinctID, at: now())
        waiting.withLock { $0.append(captured) }
    }

    /// The events not sent yet, oldest first.
    public var unsent: [PostHogEvent] { waiting.withLock { $0 } }

    /// Sends every waiting event in one batch. They leave the queue only when PostHog answers
    /// 2xx; on any other answer, or none, they stay for the next flush and the error says why.
    public func flush() async throws(PostHogError) {
        let batch = unsent
        guard !batch.isEmpty else { return }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let request = HTTPRequest(
            method: .post, url: batchURL, headers: ["Content-Type": "application/json"],
            body: try? encoder.encode(PostHogBatch(apiKey: apiKey, batch: batch)))
        let response: HTTPResponse
        do {
            response = try await client.send(request)
        } catch {
            throw .unreachable(error)
        }
        guard (200..<300).contains(response.statusCode) else { throw .refused(status: response.statusCode) }
        waiting.withLock { $0.removeFirst(min(batch.count, $0.count)) }
    }
}
