import Synchronization

/// What code below a route's handler may need to know of the request being answered, without
/// being handed it: the server sets it around each handler as a task-local value (the way
/// swift-distributed-tracing carries its context), so the analytics and HTTP clients a page's
/// view models were built with can act for the one request they serve.
package final class WebRequestContext: Sendable {
    /// The request the current task answers; `nil` outside a handler.
    @TaskLocal package static var current: WebRequestContext?

    /// Whether the browser says this app's own pages asked for the request, or the user did
    /// (`Sec-Fetch-Site` of `same-origin` or `none`): only then may answering it record
    /// analytics events. Another site's `<img>` or link is not, and neither is a client that
    /// does not say.
    package let isFromThisApp: Bool
    /// 0 while every service answered, else the larger of 502 and 504 of those noted.
    private let upstreamStatus = Atomic(0)

    /// The context of a request that did, or did not, come from this app.
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
