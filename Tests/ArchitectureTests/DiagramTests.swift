import Foundation
import Testing

@Suite("Generated module diagrams")
struct DiagramTests {
    /// Runs the real generator in `--check` mode (about 1 s once its plugin is compiled, 3-4 s
    /// the first time), with a scratch path of its own so it never waits on the outer build
    /// or on the describe call the other suites make.
    @Test func committedDiagramIsWhatTheGeneratorProduces() throws {
        let root = PackageRoot.url
        let output = try SwiftCommand.run([
            "package", "--package-path", root.path,
            "--scratch-path", root.appendingPathComponent(".build-diagrams").path,
            "--allow-writing-to-package-directory", "generate-diagrams", "--check",
        ])
        #expect(output.status == 0, "\(output.standardError)")
    }

    /// The plugin cannot share code with these tests; this keeps its boxes and arrows in step
    /// with `Layer` and with the graph `swift package describe` reports.
    @Test func overviewDrawsEveryModuleInItsBoxAndOneArrowPerPairOfBoxes() throws {
        let graph = try PackageDescriber.shared.get().moduleGraph
        let drawn = try ModuleDiagram(markdown: committed("Diagrams/modules.md"))
        let expected = ModuleDiagram(overviewOf: graph)
        #expect(drawn.boxOfModule == expected.boxOfModule)
        #expect(drawn.boxEdges == expected.boxEdges)
        #expect(drawn.moduleEdges.isEmpty, "the overview draws boxes, not modules: \(drawn.moduleEdges)")
    }

    @Test func eachSliceHasADiagramWithEveryEdgeOfItsTargets() throws {
        let graph = try PackageDescriber.shared.get().moduleGraph
        let slices = Set(graph.modules.compactMap(\.slice))
        #expect(slices.count >= 5)
        for slice in slices {
            let drawn = try ModuleDiagram(markdown: committed("Diagrams/slices/\(slice).md"))
            let expected = ModuleDiagram(slice: slice, of: graph)
            #expect(drawn.moduleEdges == expected.moduleEdges, "\(slice)")
            #expect(drawn.boxOfModule == expected.boxOfModule, "\(slice)")
        }
    }

    @Test func parserReadsBoxesAndBothKindsOfArrow() {
        let markdown = [
            "```mermaid", "flowchart TB", "    subgraph PortsBox[\"Ports\"]", "        Networking", "    end",
            "    subgraph KitsBox[\"Kits\"]", "        NetworkingOffline", "    end",
            "    KitsBox --> PortsBox", "    NetworkingOffline --> Networking", "```",
        ].joined(separator: "\n")
        let diagram = ModuleDiagram(markdown: markdown)
        #expect(diagram.boxOfModule == ["Networking": "Ports", "NetworkingOffline": "Kits"])
        #expect(diagram.boxEdges == ["Kits --> Ports"])
        #expect(diagram.moduleEdges == ["NetworkingOffline --> Networking"])
    }

    private func committed(_ path: String) throws -> String {
        try String(contentsOf: PackageRoot.url.appendingPathComponent(path), encoding: .utf8)
    }
}
