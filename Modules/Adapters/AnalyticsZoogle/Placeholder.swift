// Placeholder until the adapter is written; delete when adding real sources.
public import Analytics

public struct ZoogleAnalyticsTracker: AnalyticsTracker {
    public init() {}
    public func track(_ event: AnalyticsEvent) {}
}
