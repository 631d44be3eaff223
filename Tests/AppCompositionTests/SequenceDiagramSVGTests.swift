import AppCompositionTesting
import Testing

@Suite("Sequence diagrams drawn as SVG")
struct SequenceDiagramSVGTests {
    @Test func hostileNamesAndLabelsStayTextInAWellFormedFile() throws {
        let trace = CallTrace()
        let hostile = "<script>&\"'\u{1B}[2J\u{0}"
        trace.call("driver", "A </text><b>", hostile)
        trace.reply("A </text><b>", "driver", "ok")

        let document = try #require(SVGDocument(SequenceDiagramSVG(title: "</title>", trace: trace).render()))

        let drawn: Set = ["svg", "title", "style", "defs", "marker", "path", "rect", "line", "circle", "text", "g"]
        #expect(document.elements.allSatisfy { drawn.contains($0.name) }, "no element but those drawn")
        let texts = document.elements(named: "text").map(\.text)
        #expect(texts.contains("<script>&\"'\u{FFFD}[2J\u{FFFD}"))
        #expect(texts.contains("A </text><b>"))
        #expect(document.elements(named: "title").map(\.text) == ["</title>"])
    }

    @Test func arrowsAreNumberedTopToBottomInTheStyleOfTheirKind() throws {
        let trace = CallTrace()
        trace.call("driver", "Service", "load()")
        trace.call("Service", "Service", "validate()")
        trace.call("Service", "HTTPClient", "GET /items")
        trace.failure("HTTPClient", "Service", "503")
        trace.reply("Service", "driver", "the last page")

        let document = try #require(SVGDocument(SequenceDiagramSVG(title: "Load", trace: trace).render()))

        let arrows = document.elements.filter { ["call", "reply", "failure"].contains($0.attributes["class"] ?? "") }
            .filter { $0.name != "text" }
        #expect(arrows.map(\.attributes["class"]) == ["call", "call", "call", "failure", "reply"])
        #expect(arrows.map(\.name) == ["line", "path", "line", "line", "line"])
        #expect(arrows.map { $0.attributes["marker-end"] } == arrows.map { "url(#\($0.attributes["class"]!))" })
        let heights = arrows.map { $0.number("y1") ?? Self.start(of: $0) }
        #expect(heights == heights.sorted() && Set(heights).count == heights.count, "\(heights)")
        #expect(document.elements(named: "text", class: "number").map(\.text) == ["1", "2", "3", "4", "5"])
        #expect(document.elements(named: "text", class: "failure").map(\.text) == ["503"])
        #expect(document.elements(named: "g", class: "actor").count == 1, "the driver is drawn as an actor")
        #expect(document.elements(named: "rect", class: "box").count == 2)
    }

    @Test func longLabelsWrapAndFitBetweenTheirLifelines() throws {
        let trace = CallTrace()
        let url = "GET /Search.API/1.3/CHLOE_GB/search/results.json?ave=prod&productsPerPage=50&gender=D&page=1"
        trace.call("mosaic products show", "ProductsService", url)
        trace.call("ProductsService", "HTTPClient (port)", "page(of: .upcoming, page: 1, limit: 20)")

        let document = try #require(SVGDocument(SequenceDiagramSVG(title: "Wrap", trace: trace).render()))

        let lifelines = document.elements(named: "line", class: "lifeline").compactMap { $0.number("x1") }
        #expect(lifelines.count == 3)
        let labels = document.elements(named: "text").filter { $0.attributes["class"] == nil }
        #expect(labels.allSatisfy { $0.text.count <= 22 }, "\(labels.map(\.text))")
        #expect(labels.prefix { !$0.text.hasPrefix("page(") }.map(\.text).joined() == url.replacing(" ", with: ""))
        for label in labels {
            // 6.6 px a character: the estimate the layout makes for a 12 px label.
            let (x, half) = (try #require(label.number("x")), label.text.count * 66 / 20)
            let between = zip(lifelines, lifelines.dropFirst()).first { $0.0 < x && x < $0.1 }
            let (left, right) = try #require(between, "\(label.text) is between two lifelines")
            #expect(left < x - half && x + half < right, "\(label.text) fits between its lifelines")
        }
    }

    @Test func aWideDiagramIsDrawnAt1280PixelsAndScaledByItsViewBox() throws {
        let trace = CallTrace()
        let names = (1...14).map { "Participant\($0) (layer)" }
        for (from, to) in zip(names, names.dropFirst()) { trace.call(from, to, "a call to the next one") }

        let document = try #require(SVGDocument(SequenceDiagramSVG(title: "Wide", trace: trace).render()))

        let svg = try #require(document.elements(named: "svg").first)
        let viewBox = try #require(svg.attributes["viewBox"]).split(separator: " ").compactMap { Int($0) }
        #expect(svg.number("width") == 1280)
        #expect(viewBox.count == 4 && viewBox[2] > 1280)
        #expect(svg.number("height") == viewBox[3] * 1280 / viewBox[2], "the aspect ratio is kept")
    }

    /// The first point of a path (`M12,34 ...`): its height.
    private static func start(of path: SVGDocument.Element) -> Int {
        Int(path.attributes["d"]?.split(separator: ",").dropFirst().first?.split(separator: " ").first ?? "") ?? -1
    }
}
