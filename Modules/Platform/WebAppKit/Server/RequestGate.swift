/// The checks a whole request passes before a handler sees it, after the head was read as
/// HTTP (``RequestHead``), and the headers every answer carries.
struct RequestGate: Sendable {
    /// Every answer carries these: the page may load only the server's own script, style and
    /// images, may not be framed, and its forms may post only here.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
        + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    let port: UInt16
    let token: SessionToken
    let maximumBodyBytes: Int

    init(port: UInt16, maximumBodyBytes: Int) {
        self.port = port
        self.token = SessionToken.random(port: port)
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// The request must be addressed to this server as a browser addresses it: a page of a
    /// DNS-rebound name reaches 127.0.0.1 with its own name in `Host`, and is refused here.
    func hostIsAllowed(_ authority: String?) -> Bool {
        guard let authority else { return false }
        return authority == "127.0.0.1:\(port)" || authority == "localhost:\(port)"
    }

    /// Whether a POST carries the token in its cookie and in its form or header.
    func tokenIsValid(cookieHeader: String?, formToken: String?, headerToken: String?) -> Bool {
        token.matches(token.cookieValue(in: cookieHeader)) && (token.matches(formToken) || token.matches(headerToken))
    }

    /// Whether the browser says the request comes from this app's own pages (`Sec-Fetch-Site:
    /// same-origin`) or from the user (`none`: the address bar, a bookmark). Another site's
    /// `<img>` or link says `cross-site`, another port of 127.0.0.1 `same-site`, and the
    /// browser sets the field itself, so no page can forge it. A client that sends none (curl,
    /// a browser from before 2023) cannot be told apart from a forged request, so it is not.
    static func isFromThisApp(secFetchSite: String?) -> Bool {
        secFetchSite == "same-origin" || secFetchSite == "none"
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
