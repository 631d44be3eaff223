/// The frame around every page; stylesheet and script are the server's own assets, nothing inline, as the CSP demands.
package enum PageLayout {
    package static let appName = "Mosaic"

    /// The id of the element the skip link moves to: the page's main content.
    package static let contentID = "content"

    /// The whole document for `page` in `look`, its section's colours and type in the stylesheet (``WebSection``).
    package static func document(for page: WebPage, look: String? = nil) -> String {
        // Light and dark both work: the browser's own controls and scroll bars follow the scheme.
        let head = HTML(
            trusted: "<head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                + "<meta name=\"color-scheme\" content=\"light dark\">"
                + "<title>\(HTMLEscaping.escape(page.title)) · \(appName)</title>"
                + "<link rel=\"icon\" href=\"\(StaticAssets.iconPath)\" type=\"image/svg+xml\">"
                + "<link rel=\"stylesheet\" href=\"\(StaticAssets.stylesheetPath)\">"
                + "<script src=\"\(StaticAssets.scriptPath)\" defer></script></head>")
        var main: [HTML] = []
        if let back = page.back {
            main.append(
                .element(.nav, [.class("back")], [.element(.a, [.href(back.path)], text: "‹ \(back.title)")]))
        }
        main.append(.element(.h1, text: page.title))
        main += page.content
        let body = HTML.element(
            .div, [.class("page")],
            [
                // A fragment link, which `href(_:)` (local paths and web URLs only) does not make.
                HTML(trusted: "<a class=\"skip\" href=\"#\(contentID)\">Skip to content</a>"),
                .element(
                    .header, [.class("bar")], [.element(.a, [.href("/"), .class("brand")], text: appName)]),
                HTML(trusted: "<main id=\"\(contentID)\" tabindex=\"-1\">" + main.map(\.rendered).joined() + "</main>"),
            ])
        let look = look.map { " data-look=\"\(HTMLEscaping.escape($0))\"" } ?? ""
        return "<!doctype html><html lang=\"en\"\(look)>\(head.rendered)<body>\(body.rendered)</body></html>"
    }
}
