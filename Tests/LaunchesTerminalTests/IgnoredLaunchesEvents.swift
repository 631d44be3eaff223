import LaunchesFeature

/// An event sink for screen tests, which check what is drawn, not what is counted.
struct IgnoredLaunchesEvents: LaunchesEventSink {
    func receive(_ event: LaunchesEvent) {}
}
