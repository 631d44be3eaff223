public import Foundation
import MosaicAnalytics

/// One event as PostHog's capture API takes it: the name, the properties with `distinct_id`
/// among them, and when it happened.
public struct PostHogEvent: Codable, Sendable, Hashable {
    public var event: String
    public var properties: [String: PostHogProperty]
    public var timestamp: Date

    init(_ event: AnalyticsEvent, distinctID: String, at timestamp: Date) {
        self.event = event.name
        self.properties = event.parameters.mapValues(PostHogProperty.init)
        self.properties["distinct_id"] = .string(distinctID)
        self.timestamp = timestamp
    }
}
