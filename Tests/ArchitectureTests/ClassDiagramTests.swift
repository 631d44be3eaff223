import Testing

@Suite("Generated class diagrams")
struct ClassDiagramTests {
    static let maximumBoxes = 25

    @Test func eachSliceDiagramIsSmallEnoughToReadAndHasNoUnconnectedBox() throws {
        let pages = try Self.pages().filter { !$0.key.hasSuffix("-all-types.md") }
        #expect(pages.count >= 5)
        for (name, diagram) in pages {
            #expect(diagram.boxes.count <= Self.maximumBoxes, "\(name) has \(diagram.boxes.count) boxes")
            #expect(diagram.boxes.count >= 6, "\(name) draws too little to show a slice")
            #expect(diagram.unconnected.isEmpty, "\(name): \(diagram.unconnected)")
        }
    }

    @Test func noDiagramDrawsAnArrowFromACoreToAnythingButAPort() throws {
        for (name, diagram) in try Self.pages() {
            #expect(diagram.arrowsLeavingACore.isEmpty, "\(name): \(diagram.arrowsLeavingACore)")
        }
    }

    @Test func parserReadsBoxesArrowsAndFindsAnArrowBetweenTwoCores() {
        let markdown = [
            "```mermaid", "classDiagram", "    namespace ListFeature {",
            "        class ListFeature_LoadPhase[\"LoadPhase\"] {",
            "            <<enum>>", "        }", "        class ListFeature_ListService[\"ListService\"] {",
            "            <<struct>>", "        }", "    }", "    namespace DetailFeature {",
            "        class DetailFeature_LoadPhase[\"LoadPhase\"] {", "            <<enum>>", "        }",
            "        class DetailFeature_DetailViewState[\"DetailViewState\"] {", "            <<struct>>", "        }",
            "    }", "    namespace Networking {", "        class Networking_HTTPClient[\"HTTPClient\"] {",
            "            <<port protocol>>", "        }", "    }",
            "    DetailFeature_DetailViewState --> ListFeature_LoadPhase : phase",
            "    ListFeature_ListService --> Networking_HTTPClient : client", "```",
        ].joined(separator: "\n")
        let diagram = ClassDiagram(markdown: markdown)
        #expect(diagram.boxes.count == 5)
        #expect(diagram.arrows.count == 2)
        #expect(diagram.unconnected.map(\.module) == ["DetailFeature"])
        #expect(
            diagram.arrowsLeavingACore.map { "\($0.from.module).\($0.from.name) → \($0.to.module).\($0.to.name)" } == [
                "DetailFeature.DetailViewState → ListFeature.LoadPhase"
            ])
    }

    static func pages() throws -> [String: ClassDiagram] {
        let files = try PlanFile.all(under: "Diagrams/classes", endingWith: ".md")
        return Dictionary(uniqueKeysWithValues: files.map { ($0.name, ClassDiagram(markdown: $0.text)) })
    }
}
