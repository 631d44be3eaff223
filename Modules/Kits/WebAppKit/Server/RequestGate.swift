/// The checks every request passes before a handler sees it, in the order they run.
struct RequestGate: Sendable {
    /// Every answer carries these: the page may load only the server's own script, style and
    /// images, may not be framed, and its forms may post only here.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
        + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    let port: UInt16
    let token: SessionToken
    let maximumBodyBytes: Int

    /// `Host` must name this server as a browser addresses it: a page of a DNS-rebound name
    /// reaches 127.0.0.1 with its own name in `Host`, and is refused here.
    func hostIsAllowed(_ host: String?) -> Bool {
        guard let host else { return false }
        return host == "127.0.0.1:\(port)" || host == "localhost:\(port)"
    }

    /// Whether a body of `length` bytes, as announced, is too large.
    func isTooLarge(contentLength: String?) -> Bool {
        guard let contentLength else { return false }
        guard let length = Int(contentLength) else { return true }
        return length > maximumBodyBytes
    }

    /// Whether a POST carries the token in its cookie and in its form or header.
    func tokenIsValid(cookieHeader: String?, formToken: String?, headerToken: String?) -> Bool {
        token.matches(SessionToken.cookieValue(in: cookieHeader))
            && (token.matches(formToken) || token.matches(headerToken))
    }

    /// The headers added to every answer.
    var securityHeaders: [String: String] {
        [
            "Content-Security-Policy": Self.contentSecurityPolicy,
            "X-Content-Type-Options": "nosniff",
            "X-Frame-Options": "DENY",
            "Referrer-Policy": "no-referrer",
            "Set-Cookie": token.setCookieHeader,
        ]
    }
}
