public import LaunchesFeature

/// An event sink that keeps every event reported to it, in order, for the tests to read.
@MainActor
public final class RecordingLaunchesEventSink: LaunchesEventSink {
    /// Every event reported, oldest first.
    public private(set) var events: [LaunchesEvent] = []

    public init() {}

    public func receive(_ event: LaunchesEvent) {
        events.append(event)
    }
}
