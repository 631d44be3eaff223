/// The frame around every page: the document head (stylesheet and script from the server's own
/// assets, nothing inline, as the Content-Security-Policy demands), the header and the back link.
public enum PageLayout {
    /// The app's name in every header and tab title.
    public static let appName = "Mosaic"

    /// The whole document for `page`.
    public static func document(for page: WebPage) -> String {
        let head = HTML(
            trusted: "<head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
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
                .element(
                    .header, [.class("bar")], [.element(.a, [.href("/"), .class("brand")], text: appName)]),
                .element(.main, [], main),
            ])
        return "<!doctype html><html lang=\"en\">\(head.rendered)<body>\(body.rendered)</body></html>"
    }
}
