public import Analytics
import ZoogleAnalytics

/// Sends analytics events to Zoogle Analytics, with every parameter value as text.
public struct ZoogleAnalyticsTracker: AnalyticsTracker {
    private let sdk: any ZoogleEventLogging

    /// Creates a tracker that logs through `ZoogleAnalytics.shared`.
    public init() {
        self.init(sdk: ZoogleAnalytics.shared)
    }

    init(sdk: any ZoogleEventLogging) {
        self.sdk = sdk
    }

    public func track(_ event: AnalyticsEvent) {
        sdk.log(key: event.name, parameters: event.parameters.mapValues(\.description))
    }
}
