public import GuidomiaFeature

/// An event sink that keeps every event reported to it, in order, for the tests to read.
@MainActor
public final class RecordingGuidomiaEventSink: GuidomiaEventSink {
    /// Every event reported, oldest first.
    public private(set) var events: [GuidomiaEvent] = []

    /// A sink that has been told nothing yet.
    public init() {}

    /// Keeps `event`, after those reported before it.
    public func receive(_ event: GuidomiaEvent) {
        events.append(event)
    }
}
