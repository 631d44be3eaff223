import AnalyticsPostHog
import AnalyticsTesting
import Foundation
import MosaicAnalytics
import Networking
import NetworkingTesting
import Synchronization
import Testing

@Suite struct PostHogTrackerTests {
    private static let host = URL(string: "https://eu.i.posthog.com")!
    private static let moment = Date(timeIntervalSince1970: 1_700_000_000)

    private static func tracker(answering status: Int = 200) -> (PostHogTracker, RecordingHTTPClient) {
        let client = RecordingHTTPClient { _ in .json(#"{"status": 1}"#, status: status) }
        let tracker = PostHogTracker(
            apiKey: "phc_test", host: host, distinctID: "installation-1", client: client, now: { moment })
        return (tracker, client)
    }

    /// What the contract reads back is the events as they will leave: PostHog's properties as text.
    @Test func keepsTheAnalyticsPortsContract() async throws {
        try await AnalyticsTrackerContract {
            let (tracker, _) = Self.tracker()
            return TrackerUnderTest(tracker) { tracker.unsent.map(Self.observed) }
        }.verify()
    }

    @Test func aFlushSendsEveryWaitingEventInOneBatchWithTheProjectKey() async throws {
        let (tracker, client) = Self.tracker()
        tracker.track(AnalyticsEvent(name: "launch_viewed", parameters: ["id": "5eb87cd9", "retries": 2]))
        tracker.track(AnalyticsEvent(name: "tab_changed", parameters: ["tabs": .strings(["past"])]))

        try await tracker.flush()

        let request = try #require(client.requests.only)
        #expect(request.method == .post)
        #expect(request.url.absoluteString == "https://eu.i.posthog.com/batch/")
        let body = try #require(request.body)
        let sent = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        #expect(sent?["api_key"] as? String == "phc_test")
        let batch = try #require(sent?["batch"] as? [[String: Any]])
        #expect(batch.map { $0["event"] as? String } == ["launch_viewed", "tab_changed"])
        #expect(batch.first?["timestamp"] as? String == "2023-11-14T22:13:20Z")
        let properties = try #require(batch.first?["properties"] as? [String: Any])
        #expect(properties["distinct_id"] as? String == "installation-1")
        #expect(properties["retries"] as? Int == 2)
        #expect((batch.last?["properties"] as? [String: Any])?["tabs"] as? [String] == ["past"])
        #expect(tracker.unsent.isEmpty)
    }

    @Test func aBatchPostHogRefusesWaitsForTheNextFlush() async throws {
        let (tracker, _) = Self.tracker(answering: 503)
        tracker.track(AnalyticsEvent(name: "pokemon_selected"))

        await #expect(throws: PostHogError.self) { try await tracker.flush() }

        #expect(tracker.unsent.map(\.event) == ["pokemon_selected"])
    }

    @Test func anEventTrackedWhileABatchIsOnItsWayStaysForTheNextFlush() async throws {
        let late = AnalyticsEvent(name: "late")
        let box = TrackerBox()
        let client = RecordingHTTPClient { _ in
            box.tracker.withLock { $0 }?.track(late)
            return .json("{}")
        }
        let tracker = PostHogTracker(apiKey: "k", host: Self.host, distinctID: "d", client: client)
        box.tracker.withLock { $0 = tracker }
        tracker.track(AnalyticsEvent(name: "early"))

        try await tracker.flush()

        #expect(tracker.unsent.map(\.event) == ["late"])
    }

    private static func observed(_ event: PostHogEvent) -> ObservedAnalyticsEvent {
        var parameters = event.properties.mapValues(\.text)
        parameters["distinct_id"] = nil
        return ObservedAnalyticsEvent(name: event.event, parameters: parameters)
    }
}

/// Lets a stub's handler reach the tracker it answers for.
private final class TrackerBox: Sendable {
    let tracker = Mutex<PostHogTracker?>(nil)
}

extension PostHogProperty {
    /// The value as the port's `AnalyticsValue.description` renders it.
    fileprivate var text: String {
        switch self {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        case .strings(let texts): texts.joined(separator: ",")
        }
    }
}

extension Array {
    fileprivate var only: Element? { count == 1 ? first : nil }
}
