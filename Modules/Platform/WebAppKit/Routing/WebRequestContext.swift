import Synchronization

/// What answering one request learns on the way, handed explicitly to what acts for it: the
/// server makes one per request (``WebRequest/context``), the analytics and HTTP clients a page's
/// view models are built with for that request (`acting(for:)`) read and note on it, and the
/// page's answer reads back how the services behind it fared (``WebResponse/failure(_:for:otherwise:)``).
package final class WebRequestContext: Sendable {
    /// Whether the browser says this app's own pages asked for the request, or the user did
    /// (`Sec-Fetch-Site` of `same-origin` or `none`): only then may answering it record
    /// analytics events. Another site's `<img>` or link is not, a client that does not say is
    /// not, and neither is a HEAD, which shows no page.
    package let isFromThisApp: Bool
    /// 0 while every service answered, else the larger of 502 and 504 of those noted.
    private let upstreamStatus = Atomic(0)

    package init(isFromThisApp: Bool) {
        self.isFromThisApp = isFromThisApp
    }

    /// Records that a service this request asked could not be reached or answered with a server
    /// error (`timedOut: false`), or did not answer in time (`true`).
    package func noteUpstreamFailure(timedOut: Bool) {
        upstreamStatus.max(timedOut ? 504 : 502, ordering: .relaxed)
    }

    /// How a page that shows a failure should answer, as far as the services behind it tell:
    /// `504 Gateway Timeout` when one did not answer in time while this request was answered,
    /// `502 Bad Gateway` when one could not be reached or failed, `nil` when all answered.
    package var upstreamFailureStatus: Int? {
        let status = upstreamStatus.load(ordering: .relaxed)
        return status == 0 ? nil : status
    }
}
