/// Where the dealership view models report what the user did: the one outlet for
/// ``DealershipEvent``s.
@MainActor
public protocol DealershipEventSink {
    /// Takes note of `event`.
    func receive(_ event: DealershipEvent)
}
