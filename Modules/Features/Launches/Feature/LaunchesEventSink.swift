/// Where the launches view models report what the user did; the one outlet for their events.
@MainActor
public protocol LaunchesEventSink {
    func receive(_ event: LaunchesEvent)
}
