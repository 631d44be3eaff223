package import Analytics

/// Analytics for what a web page's view models record: an event passes only when the request
/// being answered came from the app's own pages or the user (`WebRequestContext.isFromThisApp`),
/// so another site's `<img>` or link, which makes the browser send a GET, records nothing, and
/// neither does a HEAD, which shows no page (``WebRouter`` answers it as a request not from the app).
/// Outside a request (the commands, the terminal app), every event passes.
package struct WebRequestAnalytics: AnalyticsTracker {
    private let tracker: any AnalyticsTracker

    /// Events of `tracker`, dropped for requests not from the app.
    package init(_ tracker: any AnalyticsTracker) {
        self.tracker = tracker
    }

    package func track(_ event: AnalyticsEvent) {
        guard WebRequestContext.current?.isFromThisApp ?? true else { return }
        tracker.track(event)
    }
}
