/// Where the dealership view models report what the user did: the one outlet for
/// ``DealershipEvent``s.
@MainActor
public protocol DealershipEventSink {
    func receive(_ event: DealershipEvent)
}
