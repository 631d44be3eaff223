/// An answer: status, headers and body. The server adds the security headers to every one.
public struct WebResponse: Sendable, Equatable {
    /// The HTTP status.
    public var status: Int
    /// Headers besides the ones the server adds.
    public var headers: [String: String]
    /// The body.
    public var body: [UInt8]

    /// An answer with `status`, `headers` and `body`.
    public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// `page` in the app's layout.
    public static func page(_ page: WebPage, status: Int = 200) -> WebResponse {
        WebResponse(
            status: status, headers: ["Content-Type": "text/html; charset=utf-8"],
            body: Array(PageLayout.document(for: page).utf8))
    }

    /// A piece of a page, without the layout, for the page's script to insert (a list's next rows).
    public static func fragment(_ html: HTML, status: Int = 200) -> WebResponse {
        WebResponse(
            status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: Array(html.rendered.utf8))
    }

    /// A plain-text answer, for errors.
    public static func text(_ text: String, status: Int) -> WebResponse {
        WebResponse(
            status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Array((text + "\n").utf8))
    }

    /// `303 See Other` to `path`, after a POST, so a reload does not post again.
    public static func redirect(to path: String) -> WebResponse {
        WebResponse(status: 303, headers: ["Location": WebLinkPolicy.isLocalPath(path) ? path : "/"])
    }

    /// The body as text, for tests.
    public var text: String { String(decoding: body, as: UTF8.self) }
}
