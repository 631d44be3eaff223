/// A slice's event sink that records `caller ->> sink: receive(.case)` and passes the event on.
/// A feature's sink protocol is its own, so each test declares the conformance it needs:
/// `extension TracingEventSink: LaunchesEventSink where Event == LaunchesEvent {}`.
@MainActor
package struct TracingEventSink<Event> {
    private let trace: CallTrace
    private let caller: String
    private let sink: String
    private let passOn: (Event) -> Void

    package init(trace: CallTrace, caller: String, sink: String, passingTo passOn: @escaping (Event) -> Void) {
        self.trace = trace
        self.caller = caller
        self.sink = sink
        self.passOn = passOn
    }

    package func receive(_ event: Event) {
        let name = String(describing: event).prefix { $0 != "(" }
        trace.call(caller, sink, "receive(.\(name))")
        passOn(event)
    }
}
