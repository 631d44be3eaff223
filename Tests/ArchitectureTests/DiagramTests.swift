import Foundation
import Testing

@Suite("Diagrams/modules.md")
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

    /// The plugin cannot share code with these tests; this keeps its grouping and edges in step
    /// with `Layer` and with the graph `swift package describe` reports.
    @Test func diagramDrawsEveryNonTestModuleInItsLayerGroupWithEveryEdge() throws {
        let graph = try PackageDescriber.shared.get().moduleGraph
        let markdown = try String(
            contentsOf: PackageRoot.url.appendingPathComponent("Diagrams/modules.md"), encoding: .utf8)
        let drawn = ModuleDiagram(markdown: markdown)
        let expected = ModuleDiagram(graph: graph)
        #expect(drawn.groupOfModule == expected.groupOfModule)
        #expect(drawn.edges.subtracting(expected.edges).isEmpty, "drawn but not declared")
        #expect(expected.edges.subtracting(drawn.edges).isEmpty, "declared but not drawn")
    }

    @Test func parserReadsGroupsAndEdges() {
        let markdown = [
            "```mermaid", "flowchart TB", "    subgraph PortsGroup[\"Ports\"]", "        Networking", "    end",
            "    subgraph AdaptersGroup[\"Adapters\"]", "        NetworkingOffline", "    end",
            "    NetworkingOffline --> Networking", "```",
        ].joined(separator: "\n")
        let diagram = ModuleDiagram(markdown: markdown)
        #expect(diagram.groupOfModule == ["Networking": "Ports", "NetworkingOffline": "Adapters"])
        #expect(diagram.edges == ["NetworkingOffline --> Networking"])
    }
}
