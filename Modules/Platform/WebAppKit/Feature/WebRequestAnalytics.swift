package import Analytics

/// Analytics for one web request's view models: an event passes only when the request came from the
/// app's own pages or the user (``WebRequestContext/isFromThisApp``), so another site's `<img>` or
/// link (a GET the browser sends) records nothing, nor does a HEAD, which shows no page.
package struct WebRequestAnalytics: AnalyticsTracker {
    private let tracker: any AnalyticsTracker
    private let context: WebRequestContext

    package init(_ tracker: any AnalyticsTracker, for context: WebRequestContext) {
        self.tracker = tracker
        self.context = context
    }

    package func track(_ event: AnalyticsEvent) {
        guard context.isFromThisApp else { return }
        tracker.track(event)
    }
}
