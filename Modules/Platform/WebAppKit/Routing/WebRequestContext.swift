import Synchronization

/// What answering one request learns, handed explicitly to what acts for it: the server makes one
/// per request (``WebRequest/context``), the analytics and HTTP clients built for it (`acting(for:)`)
/// read and note on it, and the answer reads how its services fared (``WebResponse/failure(_:for:otherwise:)``).
package final class WebRequestContext: Sendable {
    /// Whether the browser says this app's pages or the user asked for the request (`Sec-Fetch-Site` of
    /// `same-origin` or `none`): only then may answering it record analytics. Another site's `<img>` or
    /// link is not, nor a client that does not say, nor a HEAD, which shows no page.
    package let isFromThisApp: Bool
    /// 0 while every service answered, else the larger of 502 and 504 of those noted.
    private let upstreamStatus = Atomic(0)

    package init(isFromThisApp: Bool) {
        self.isFromThisApp = isFromThisApp
    }

    /// Records that a service this request asked was unreachable or failed (`timedOut: false`), or too slow (`true`).
    package func noteUpstreamFailure(timedOut: Bool) {
        upstreamStatus.max(timedOut ? 504 : 502, ordering: .relaxed)
    }

    /// How a failure page should answer, as far as its services tell: `504` when one did not answer in
    /// time for this request, `502` when one could not be reached or failed, `nil` when all answered.
    package var upstreamFailureStatus: Int? {
        let status = upstreamStatus.load(ordering: .relaxed)
        return status == 0 ? nil : status
    }
}
