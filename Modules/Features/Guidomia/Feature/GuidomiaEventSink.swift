/// Where the presenter reports what the user did; the one outlet for its events.
@MainActor
public protocol GuidomiaEventSink {
    func receive(_ event: GuidomiaEvent)
}
