import Testing
import WebAppKit

@Suite(.timeLimit(.minutes(1))) struct WebSectionTests {
    private func document(look: String?) async -> String {
        let page = WebPage(title: "T", back: nil, content: [])
        let section = WebSection(path: "/t", look: look, routes: [WebRoute(.get, "/t") { _ in .page(page) }])
        return await WebRouter(section.routes).respond(to: WebRequest(method: .get, path: "/t")).text
    }

    /// A look is escaped like every other value.
    @Test(arguments: [
        ("guidomia", #" data-look="guidomia""#), (nil, ""),
        (#"x"><script>"#, #" data-look="x&quot;&gt;&lt;script&gt;""#),
    ])
    func aSectionsPagesTakeItsLook(_ look: String?, _ attribute: String) async {
        #expect(await document(look: look).hasPrefix("<!doctype html><html lang=\"en\"\(attribute)><head>"))
    }

    @Test func theLookIsOnlyTheSectionsAnswers() async {
        let page = WebPage(title: "T", back: nil, content: [])
        let router = WebRouter(
            WebSection(path: "/t", look: "guidomia", routes: [WebRoute(.get, "/t") { _ in .page(page) }]).routes
                + [WebRoute(.get, "/u") { _ in .page(page) }])
        #expect(await router.respond(to: WebRequest(method: .get, path: "/t")).text.contains("data-look"))
        #expect(!(await router.respond(to: WebRequest(method: .get, path: "/u")).text.contains("data-look")))
    }
}
