/// The one outlet for the dealership view models' ``DealershipEvent``s.
@MainActor
public protocol DealershipEventSink {
    func receive(_ event: DealershipEvent)
}
