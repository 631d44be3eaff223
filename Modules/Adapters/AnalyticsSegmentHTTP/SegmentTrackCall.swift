public import Analytics
public import Foundation

/// One `track` call of the Segment HTTP tracking API, as sent and as queued. Its `messageId` is fixed when the
/// event is tracked, so the service recognises a resent call it already accepted.
///
/// Each call is complete on its own, as Segment's SDKs send it: `context.library` names the library, and an
/// empty `integrations` object means every destination the source is connected to.
public struct SegmentTrackCall: Sendable, Hashable, Codable {
    /// The call's context: only the library, since Mosaic collects nothing about the device.
    public struct Context: Sendable, Hashable, Codable {
        public var library: SegmentLibrary
    }

    public var type = "track"
    public var event: String
    public var properties: [String: SegmentProperty]
    /// The installation, since Mosaic has no signed-in user.
    public var anonymousId: String
    /// When the event happened, in ISO 8601 with milliseconds.
    public var timestamp: String
    /// Unique per event, kept across resends.
    public var messageId: String
    public var context: Context
    /// Destinations to turn on or off for this call; empty sends it wherever the source goes.
    public var integrations: [String: Bool] = [:]

    public init(
        _ event: AnalyticsEvent, anonymousId: String, at date: Date, library: SegmentLibrary,
        messageId: String = UUID().uuidString
    ) {
        self.event = event.name
        self.properties = event.parameters.mapValues(SegmentProperty.init)
        self.anonymousId = anonymousId
        self.timestamp = Self.timestamp(date)
        self.messageId = messageId
        self.context = Context(library: library)
    }

    /// `date` as the API's timestamps: ISO 8601 in UTC with milliseconds.
    static func timestamp(_ date: Date) -> String {
        Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(date)
    }

    public var analyticsEvent: AnalyticsEvent {
        AnalyticsEvent(name: event, parameters: properties.mapValues(\.value))
    }
}
