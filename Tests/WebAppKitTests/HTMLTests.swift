import Foundation
import Testing
import WebAppKit

@Suite(.timeLimit(.minutes(1))) struct HTMLTests {
    /// Markup characters become entities; combining marks and other scripts pass unchanged.
    @Test(arguments: [
        ("<script>alert(\"x\")</script> & 'y'", "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;"),
        ("Pokémon e\u{301} 日本 👩‍🚀", "Pokémon e\u{301} 日本 👩‍🚀"),
    ])
    func textEscapesMarkupCharactersOnly(_ text: String, _ rendered: String) {
        #expect(HTML.text(text).rendered == rendered)
    }

    @Test func aQuoteCarryingACombiningMarkIsStillEscaped() {
        // "\"\u{301}" is one Character in Swift; escaping by Character would let the quote through.
        let hostile = "x\"\u{301} onmouseover=alert(1) '\u{308}"
        let escaped = "x&quot;\u{301} onmouseover=alert(1) &#39;\u{308}"
        #expect(
            HTML.element(.span, [.title(hostile)], text: hostile).rendered
                == "<span title=\"\(escaped)\">\(escaped)</span>")
    }

    /// Linear in the text: quadratic escaping takes minutes for a megabyte of these, and one hostile
    /// name in an API's answer would hold its page (and, on the main actor, every other) that long.
    @Test func aMegabyteOfMarkupCharactersIsEscapedAtOnce() {
        // Each of these becomes an entity: the escaped text is five times as long.
        let hostile = String(repeating: "<&\"'>", count: 200_000)
        let escaped = HTML.text(hostile).rendered
        #expect(escaped.utf8.count == 200_000 * "&lt;&amp;&quot;&#39;&gt;".utf8.count)
        #expect(escaped.hasPrefix("&lt;&amp;&quot;&#39;&gt;&lt;"))
    }

    @Test func attributeValuesAreEscapedAndVoidElementsHaveNoEndTag() {
        let rendered = HTML.element(.input, [.type("hidden"), .name("a\"b"), .value("<&>")]).rendered
        #expect(rendered == "<input type=\"hidden\" name=\"a&quot;b\" value=\"&lt;&amp;&gt;\">")
    }

    @Test func linksMayOnlyPointHereOrAtTheWeb() {
        func href(_ target: String) -> String { HTML.element(.a, [.href(target)], text: "x").rendered }
        #expect(href("/launches?tab=past") == "<a href=\"/launches?tab=past\">x</a>")
        #expect(href("https://example.com/a?b=1&c=2") == "<a href=\"https://example.com/a?b=1&amp;c=2\">x</a>")
        for hostile in [
            "javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x", "//evil.example/", "/\\evil",
            "https://a b",
        ] {
            #expect(href(hostile) == "<a href=\"#\">x</a>", "\(hostile)")
        }
    }

    @Test func theLayoutLinksOnlyTheServersOwnAssetsAndEscapesTheTitle() {
        let document = PageLayout.document(
            for: WebPage(title: "<Title>", back: .init(path: "/", title: "Home"), content: [.text("body")]))
        #expect(document.hasPrefix("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"))
        #expect(document.contains("<title>&lt;Title&gt; · Mosaic</title>"))
        #expect(document.contains("<link rel=\"stylesheet\" href=\"/assets/mosaic.css\">"))
        #expect(document.contains("<link rel=\"icon\" href=\"/assets/favicon.svg\" type=\"image/svg+xml\">"))
        #expect(document.contains("<script src=\"/assets/mosaic.js\" defer></script>"))
        #expect(!document.contains("<style"))
        #expect(!document.contains("style="))
        #expect(document.components(separatedBy: "<script").count == 2)
        #expect(document.contains("<nav class=\"back\"><a href=\"/\">‹ Home</a></nav><h1>&lt;Title&gt;</h1>body"))
    }

    @Test func theLayoutSkipsToTheContentAndOffersBothColorSchemes() {
        let document = PageLayout.document(for: WebPage(title: "T", back: nil, content: [.text("body")]))
        #expect(document.contains("<meta name=\"color-scheme\" content=\"light dark\">"))
        let skip = document.range(of: "<a class=\"skip\" href=\"#content\">Skip to content</a>")
        let header = document.range(of: "<header")
        #expect(skip != nil && header != nil && skip!.upperBound <= header!.lowerBound, "the skip link comes first")
        #expect(document.contains("<main id=\"content\" tabindex=\"-1\"><h1>T</h1>body</main>"))
    }

    @Test func formFieldsDecodeAndURLsEncode() {
        #expect(URLForm.decode("a=1&b=x+y%26z&a=2&bad=%zz") == ["a": "1", "b": "x y&z"])
        #expect(
            URLForm.url("/p", [("make", "Land Rover"), ("model", nil), ("q", "a&b=c")])
                == "/p?make=Land%20Rover&q=a%26b%3Dc")
    }
}
