import Foundation

/// What a generated module diagram says: which box each module is drawn in, and its arrows,
/// between boxes (the overview) or between modules (a slice's diagram).
struct ModuleDiagram: Equatable, Sendable {
    var boxOfModule: [String: String] = [:]
    /// Arrows between boxes, by title: `Pokemon slice --> Ports`.
    var boxEdges: Set<String> = []
    /// Arrows between modules: `PokemonAssembly --> PokemonListFeature`.
    var moduleEdges: Set<String> = []

    /// The overview Package.swift implies: one arrow per pair of distinct boxes.
    init(overviewOf graph: ModuleGraph) {
        for module in graph.modules {
            if let box = Self.box(of: module) { boxOfModule[module.name] = box }
        }
        for edge in graph.edges {
            guard let from = boxOfModule[edge.from.name], let to = boxOfModule[edge.to.name], from != to else {
                continue
            }
            boxEdges.insert("\(from) --> \(to)")
        }
    }

    /// A slice's diagram Package.swift implies: its modules and every edge leaving one of them.
    init(slice: String, of graph: ModuleGraph) {
        for edge in graph.edges where edge.from.slice == slice {
            guard let from = Self.box(of: edge.from), let to = Self.box(of: edge.to) else { continue }
            boxOfModule[edge.from.name] = from
            boxOfModule[edge.to.name] = to
            moduleEdges.insert("\(edge.from.name) --> \(edge.to.name)")
        }
        for module in graph.modules where module.slice == slice {
            boxOfModule[module.name] = Self.box(of: module)
        }
    }

    /// Reads the Mermaid block the generator writes (`subgraph ID["Title"]`, members, `A --> B`).
    init(markdown: String) {
        var titleOfBox: [String: String] = [:]
        var currentBox: String?
        var arrows: [(String, String)] = []
        for rawLine in markdown.split(separator: "\n") {
            let line = rawLine.trimmingPrefix(while: \.isWhitespace)
            if line.hasPrefix("subgraph "), let open = line.firstIndex(of: "["),
                let quote = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), quote < close
            {
                let id = String(line.dropFirst("subgraph ".count)[..<open])
                currentBox = String(line[line.index(after: quote)..<close])
                titleOfBox[id] = currentBox
            } else if line == "end" {
                currentBox = nil
            } else if let arrow = line.range(of: " --> ") {
                arrows.append((String(line[..<arrow.lowerBound]), String(line[arrow.upperBound...])))
            } else if let currentBox, !line.isEmpty, !line.hasPrefix("```"), !line.hasPrefix("flowchart") {
                boxOfModule[String(line)] = currentBox
            }
        }
        for (from, to) in arrows {
            if let fromBox = titleOfBox[from], let toBox = titleOfBox[to] {
                boxEdges.insert("\(fromBox) --> \(toBox)")
            } else {
                moduleEdges.insert("\(from) --> \(to)")
            }
        }
    }

    /// Must agree with `BoxGraph.box(ofRelativePath:)` in Modules/Plugins/GenerateDiagrams.
    static func box(of module: Module) -> String? {
        switch module.layer {
        case .port: "Ports"
        case .adapter: "Adapters"
        case .vendor: "Vendor"
        case .kit: "Kits"
        case .feature, .emulator, .terminal, .web, .assembly: module.slice.map { "\($0) slice" }
        case .compositionRoot, .executable: "App"
        case .testSupport, .fuzzEntries, .test, .plugin: nil
        }
    }
}
