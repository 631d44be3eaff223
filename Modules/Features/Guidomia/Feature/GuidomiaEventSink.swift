/// Where the presenter reports what the user did; the one outlet for its events.
@MainActor
public protocol GuidomiaEventSink {
    /// Takes one event, as it happens.
    func receive(_ event: GuidomiaEvent)
}
