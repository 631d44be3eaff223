public import DealershipFeature

/// An event sink that keeps every event reported to it, in order, for the tests to read.
@MainActor
public final class RecordingDealershipEventSink: DealershipEventSink {
    /// Every event reported, oldest first.
    public private(set) var events: [DealershipEvent] = []

    public init() {}

    public func receive(_ event: DealershipEvent) {
        events.append(event)
    }

    /// The selections of the filter changes reported, in order.
    public var filterSelections: [[String]] {
        events.compactMap {
            guard case .vehicleFilterChanged(_, let selected) = $0 else { return nil }
            return selected
        }
    }
}
