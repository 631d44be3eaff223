package import Analytics

/// An `AnalyticsTracker` that records `caller ->> tracker: track(name key=value)` and passes the
/// event to the tracker it wraps.
package struct TracingTracker: AnalyticsTracker {
    private let wrapped: any AnalyticsTracker
    private let trace: CallTrace
    private let caller: String
    private let tracker: String

    package init(_ wrapped: any AnalyticsTracker, trace: CallTrace, caller: String, tracker: String) {
        self.wrapped = wrapped
        self.trace = trace
        self.caller = caller
        self.tracker = tracker
    }

    package func track(_ event: AnalyticsEvent) {
        let parameters = event.parameters.keys.sorted().map { "\($0)=\(event.parameters[$0]!)" }
        trace.call(caller, tracker, "track(" + ([event.name] + parameters).joined(separator: " ") + ")")
        wrapped.track(event)
    }
}
