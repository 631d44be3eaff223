/// An answer: status, headers and body. The server adds the security headers to every one.
package struct WebResponse: Sendable, Equatable {
    package var status: Int
    /// Headers besides the ones the server adds.
    package var headers: [String: String]
    /// The look a page is drawn in (``WebSection`` sets it on its routes' answers); `nil` is the plain look.
    package var look: String?
    /// A page, drawn in the layout once its look is known.
    private var page: WebPage?
    private var bytes: [UInt8]

    /// The body: a page's document in ``look``, else the bytes given.
    package var body: [UInt8] { page.map { Array(PageLayout.document(for: $0, look: look).utf8) } ?? bytes }

    package init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.bytes = body
    }

    package static func page(_ page: WebPage, status: Int = 200) -> WebResponse {
        var response = WebResponse(status: status, headers: ["Content-Type": "text/html; charset=utf-8"])
        response.page = page
        return response
    }

    /// `page`, showing that its content could not be loaded, in answer to `request`: `504` or `502` as
    /// its services fared (``WebRequestContext/upstreamFailureStatus``), else `status`, the page's own
    /// reading of the failure: `404` for a thing the service does not have, `502` for an unusable answer.
    package static func failure(_ page: WebPage, for request: WebRequest, otherwise status: Int = 502) -> WebResponse {
        .page(page, status: request.context.upstreamFailureStatus ?? status)
    }

    /// A piece of a page, without the layout, for the page's script to insert (a list's next rows).
    package static func fragment(_ html: HTML, status: Int = 200) -> WebResponse {
        WebResponse(
            status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: Array(html.rendered.utf8))
    }

    package static func text(_ text: String, status: Int) -> WebResponse {
        WebResponse(
            status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Array((text + "\n").utf8))
    }

    /// `303 See Other` to `path`, after a POST, so a reload does not post again.
    package static func redirect(to path: String) -> WebResponse {
        WebResponse(status: 303, headers: ["Location": WebLinkPolicy.isLocalPath(path) ? path : "/"])
    }

    /// The body as text, for tests.
    package var text: String { String(decoding: body, as: UTF8.self) }
}
