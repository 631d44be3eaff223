import DealershipFeature

/// An event sink that remembers what the view models reported.
@MainActor
final class RecordingDealershipEventSink: DealershipEventSink {
    private(set) var events: [DealershipEvent] = []

    func receive(_ event: DealershipEvent) {
        events.append(event)
    }
}
