// Placeholder until the adapter is written; delete when adding real sources.
public import Analytics

public struct ConsoleAnalyticsTracker: AnalyticsTracker {
    let write: @Sendable (String) -> Void
    public init(write: @escaping @Sendable (String) -> Void) { self.write = write }
    public static func standardError() -> ConsoleAnalyticsTracker { ConsoleAnalyticsTracker { _ in } }
    public func track(_ event: AnalyticsEvent) { write("analytics: \(event.name)") }
}
