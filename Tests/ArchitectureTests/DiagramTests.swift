import Foundation
import FoundationTesting
import Testing

@Suite("Generated module diagrams")
struct DiagramTests {
    /// Runs the real generator with `--check` and a scratch path of its own, never waiting on the outer build,
    /// reading the modules this test build compiled (for the class diagrams): it compiles only itself.
    @Test(.needs(.graphviz)) func committedDiagramsAreWhatTheGeneratorProduces() async throws {
        let root = PackageRoot.url
        _ = try await SwiftCommand.run([
            "package", "--package-path", root.path,
            "--scratch-path", root.appendingPathComponent(".build-diagrams").path,
            "--allow-writing-to-package-directory", "generate-diagrams", "--check",
            "--modules-dir", Self.builtModules.path,
        ])
    }

    static var builtModules: URL {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let beside = executable.deletingLastPathComponent().appendingPathComponent("Modules")
        if FileManager.default.fileExists(atPath: beside.path) { return beside }
        return PackageRoot.url.appendingPathComponent(".build/debug/Modules")
    }

    @Test func everyFileInDiagramsSaysItIsGenerated() async throws {
        let folder = PackageRoot.url.appendingPathComponent("Diagrams")
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath }
        #expect(files.count >= 20)
        for file in files {
            switch file.pathExtension {
            case "md":
                let text = try String(contentsOf: file, encoding: .utf8)
                #expect(text.contains("\nGenerated from "), "\(file.lastPathComponent) does not say it is generated")
            case "svg":
                let markdown = file.deletingPathExtension().appendingPathExtension("md")
                #expect(FileManager.default.fileExists(atPath: markdown.path), "\(file.lastPathComponent) has no page")
            default:
                Issue.record("unexpected file in Diagrams/: \(file.lastPathComponent)")
            }
        }
    }

    /// The plugin cannot share code with these tests; this keeps its boxes and arrows in step
    /// with `Layer` and with the graph `swift package describe` reports.
    @Test func overviewDrawsEveryModuleInItsBoxAndOneArrowPerPairOfBoxes() async throws {
        let graph = try await DescribedPackage.shared().moduleGraph
        let drawn = try ModuleDiagram(markdown: committed("Diagrams/modules.md"))
        let expected = ModuleDiagram(overviewOf: graph)
        #expect(drawn.boxOfModule == expected.boxOfModule)
        #expect(drawn.boxEdges == expected.boxEdges)
        #expect(drawn.moduleEdges == expected.moduleEdges)
        #expect(drawn.boxOrder == expected.boxOrder, "the slices are drawn in the registry's order")
    }

    /// What the open slice is there to show: only its cores reach the ports; its terminal, web and
    /// assembly targets reach the kits; its assembly builds its cores.
    @Test func overviewOpensTheFirstSliceOnItsLayering() throws {
        let drawn = try ModuleDiagram(markdown: committed("Diagrams/modules.md"))
        let opened = try #require(drawn.boxOrder.first { $0.hasSuffix(" slice") })
        let modules = drawn.boxOfModule.filter { $0.value == opened }.keys
        let cores = modules.filter { name in
            !["Emulator", "Terminal", "Web", "CommandLine", "Assembly"].contains { name.hasSuffix($0) }
        }
        #expect(!cores.isEmpty)
        for core in cores {
            #expect(drawn.moduleEdges.contains("\(core) --> Ports"), "\(core)")
            #expect(drawn.moduleEdges.filter { $0.hasPrefix("\(core) --> ") }.count == 1, "a core reaches only ports")
        }
        for client in modules
        where ["Terminal", "Web", "CommandLine", "Assembly"].contains(where: { client.hasSuffix($0) }) {
            let kits = ["Composition", "Platform"].filter { drawn.moduleEdges.contains("\(client) --> \($0)") }
            #expect(!kits.isEmpty, "\(client)")
        }
        let assembly = try #require(modules.first { $0.hasSuffix("Assembly") })
        for core in cores { #expect(drawn.moduleEdges.contains("\(assembly) --> \(core)")) }
    }

    /// The SVG is what the DocC site shows, so it opens the same slice with the same arrows, and
    /// uses every layer colour the Mermaid does.
    @Test func svgDrawsTheOpenSliceAndTheColoursOfTheMarkdown() throws {
        let markdown = try committed("Diagrams/modules.md")
        let svg = try committed("Diagrams/modules.svg")
        let drawn = ModuleDiagram(markdown: markdown)
        let opened = try #require(drawn.boxOrder.first { $0.hasSuffix(" slice") })
        let modules = Set(drawn.boxOfModule.filter { $0.value == opened }.keys)
        let mermaidArrows = markdown.matches(of: /(?m)^ +(\w+) --> (\w+)$/).map { "\($0.1)->\($0.2)" }
        let svgArrows = svg.matches(of: /<title>(\w+)&#45;&gt;(\w+)<\/title>/).map { "\($0.1)->\($0.2)" }
        let fromOpened = { (arrow: String) in modules.contains { arrow.hasPrefix("\($0)->") } }
        #expect(!modules.isEmpty)
        #expect(Set(svgArrows.filter(fromOpened)) == Set(mermaidArrows.filter(fromOpened)))
        let fills = markdown.matches(of: /classDef \w+ fill:(#[0-9a-f]{6})/).map { String($0.1) }
        #expect(fills.count >= 10)
        #expect(fills.filter { !svg.contains("fill=\"\($0)\"") } == [], "colours the SVG does not use")
    }

    @Test func eachSliceHasADiagramWithEveryEdgeOfItsTargets() async throws {
        let graph = try await DescribedPackage.shared().moduleGraph
        let slices = Set(graph.modules.compactMap(\.slice))
        #expect(slices.count >= 5)
        for slice in slices {
            let drawn = try ModuleDiagram(markdown: committed("Diagrams/slices/\(slice).md"))
            let expected = ModuleDiagram(slice: slice, of: graph)
            #expect(drawn.moduleEdges == expected.moduleEdges, "\(slice)")
            #expect(drawn.boxOfModule == expected.boxOfModule, "\(slice)")
        }
    }

    @Test func parserReadsBoxesAndEveryKindOfArrowButNotTheLegend() {
        let markdown = [
            "```mermaid", "flowchart TB", "    subgraph PortsBox[\"Ports\"]", "        Networking", "    end",
            "    subgraph KitsBox[\"Kits\"]", "        NetworkingOffline", "        DiskStoreKit", "    end",
            "    subgraph Legend[\"Legend\"]", "        direction LR", "        legend_kit[\"kit\"]", "    end",
            "    KitsBox --> PortsBox", "    NetworkingOffline --> Networking", "    DiskStoreKit --> PortsBox",
            "    classDef kit fill:#bbf7d0", "    class legend_kit,NetworkingOffline kit", "```",
        ].joined(separator: "\n")
        let diagram = ModuleDiagram(markdown: markdown)
        #expect(diagram.boxOfModule == ["Networking": "Ports", "NetworkingOffline": "Kits", "DiskStoreKit": "Kits"])
        #expect(diagram.boxOrder == ["Ports", "Kits"])
        #expect(diagram.boxEdges == ["Kits --> Ports"])
        #expect(diagram.moduleEdges == ["NetworkingOffline --> Networking", "DiskStoreKit --> Ports"])
    }

    private func committed(_ path: String) throws -> String {
        try String(contentsOf: PackageRoot.url.appendingPathComponent(path), encoding: .utf8)
    }
}
