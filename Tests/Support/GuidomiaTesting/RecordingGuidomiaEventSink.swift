public import GuidomiaFeature

/// An event sink that keeps every event reported to it, in order, for the tests to read.
@MainActor
public final class RecordingGuidomiaEventSink: GuidomiaEventSink {
    /// Every event reported, oldest first.
    public private(set) var events: [GuidomiaEvent] = []

    public init() {}

    public func receive(_ event: GuidomiaEvent) {
        events.append(event)
    }
}
