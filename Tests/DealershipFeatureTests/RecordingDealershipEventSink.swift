import DealershipFeature

/// An event sink that remembers what the view models reported.
@MainActor
final class RecordingDealershipEventSink: DealershipEventSink {
    private(set) var events: [DealershipEvent] = []

    func receive(_ event: DealershipEvent) {
        events.append(event)
    }

    /// The selections of the filter changes reported, in order.
    var filterSelections: [[String]] {
        events.compactMap {
            guard case .vehicleFilterChanged(_, let selected) = $0 else { return nil }
            return selected
        }
    }
}
