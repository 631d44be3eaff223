import LaunchesFeature

/// Keeps every event a view model reports, in order.
@MainActor
final class RecordingLaunchesEventSink: LaunchesEventSink {
    private(set) var events: [LaunchesEvent] = []

    func receive(_ event: LaunchesEvent) {
        events.append(event)
    }
}
