package import Analytics

/// Analytics for what the view models of one web request record: an event passes only when the
/// request came from the app's own pages or the user (``WebRequestContext/isFromThisApp``), so
/// another site's `<img>` or link, which makes the browser send a GET, records nothing, and
/// neither does a HEAD, which shows no page.
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
