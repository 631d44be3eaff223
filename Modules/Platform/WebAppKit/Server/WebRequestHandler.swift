import HTTPServerKit

/// The web app's gates on each request read: a POST needs the session token (`403`), a path must be text (`400`).
struct WebRequestHandler: HTTPHandler {
    /// Every answer carries these: the page may load only the server's own script, style and
    /// images, may not be framed, and its forms may post only here.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
        + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    let token: SessionToken
    let router: WebRouter

    init(port: UInt16, router: WebRouter) {
        self.token = SessionToken.random(port: port)
        self.router = router
    }

    var headers: [String: String] {
        [
            "Content-Security-Policy": Self.contentSecurityPolicy,
            "X-Content-Type-Options": "nosniff",
            "X-Frame-Options": "DENY",
            "Referrer-Policy": "no-referrer",
            "Set-Cookie": token.setCookieHeader,
        ]
    }

    func answer(_ head: RequestHead, body: [UInt8], connection: Int) async -> HTTPAnswer {
        let response = await respond(to: head, body: body)
        return .response(HTTPResponse(status: response.status, headers: response.headers, body: response.body))
    }

    private func respond(to head: RequestHead, body: [UInt8]) async -> WebResponse {
        let (rawPath, rawQuery) = head.pathAndQuery
        // A NUL or other control character in a path names nothing here, and would end it early for C.
        guard let path = URLForm.decodeComponent(rawPath, plusIsSpace: false),
            !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else {
            return .text("Bad request: the path is not valid percent-encoded text.", status: 400)
        }
        guard let method = HTTPMethod(rawValue: head.method) else { return router.refusal(unknownMethodOn: path) }
        let contentType = (try? head.single("content-type")) ?? nil
        let form =
            contentType?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true
            ? URLForm.decode(String(decoding: body, as: UTF8.self)) : [:]
        if method == .post, router.allowsPost(path),
            !token.matches(token.cookieValue(in: head.values("cookie").joined(separator: "; ")))
                || !(token.matches(form[WebForm.tokenField])
                    || token.matches(head.values(SessionToken.headerName.lowercased()).first))
        {
            return .text("Forbidden: the form is missing this session's token; reload the page.", status: 403)
        }
        let request = WebRequest(
            method: method, path: path, query: URLForm.decode(rawQuery), form: form, sessionToken: token.value,
            context: WebRequestContext(
                isFromThisApp: Self.isFromThisApp(secFetchSite: head.values("sec-fetch-site").first)))
        return await router.respond(to: request)
    }

    /// Whether the browser says the request comes from this app's pages (`Sec-Fetch-Site: same-origin`)
    /// or the user (`none`: the address bar, a bookmark). Another site's `<img>` or link says
    /// `cross-site`, another port of 127.0.0.1 `same-site`; the browser sets it, so no page can forge it.
    /// A client sending none (curl, a pre-2023 browser) cannot be told from a forgery, so it is not.
    static func isFromThisApp(secFetchSite: String?) -> Bool {
        secFetchSite == "same-origin" || secFetchSite == "none"
    }
}
