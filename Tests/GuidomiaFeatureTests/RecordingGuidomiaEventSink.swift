import GuidomiaFeature

/// Keeps every event the presenter reports, in order.
@MainActor
final class RecordingGuidomiaEventSink: GuidomiaEventSink {
    private(set) var events: [GuidomiaEvent] = []

    func receive(_ event: GuidomiaEvent) {
        events.append(event)
    }
}
