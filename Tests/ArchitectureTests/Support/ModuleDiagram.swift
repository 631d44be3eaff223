import Foundation

/// What a generated module diagram says: which box each module is drawn in, and its arrows,
/// between boxes (the overview) or between modules (a slice's diagram).
struct ModuleDiagram: Equatable, Sendable {
    var boxOfModule: [String: String] = [:]
    /// Arrows between boxes, by title: `Pokemon slice --> Ports`.
    var boxEdges: Set<String> = []
    /// Arrows from a module, to a module (`PokemonAssembly --> PokemonListFeature`) or to a box
    /// by title (`PokemonListFeature --> Ports`).
    var moduleEdges: Set<String> = []
    /// The boxes by title, in the order they are drawn.
    var boxOrder: [String] = []

    /// The overview Package.swift implies: the slices in the registry's (the app's dependency) order, one
    /// arrow per pair of distinct boxes, but from each module of the first, open, slice one arrow to each
    /// module of the slice and each other box it depends on.
    init(overviewOf graph: ModuleGraph) {
        for module in graph.modules {
            if let box = Self.box(of: module) { boxOfModule[module.name] = box }
        }
        let slices = Set(graph.modules.compactMap(\.slice))
        let registered = graph.modules.filter { Self.box(of: $0) == "App" }.flatMap(\.dependencies)
            .compactMap { graph.module(named: $0)?.slice }
        var order: [String] = []
        for slice in registered + slices.sorted() where !order.contains(slice) { order.append(slice) }
        boxOrder = ["App"] + order.map { "\($0) slice" } + ["Composition", "Platform", "Adapters", "Ports", "Vendor"]
        let opened = order.first.map { "\($0) slice" }
        for edge in graph.edges {
            guard let from = boxOfModule[edge.from.name], let to = boxOfModule[edge.to.name] else { continue }
            if from == opened {
                moduleEdges.insert("\(edge.from.name) --> \(to == from ? edge.to.name : to)")
            } else if from != to {
                boxEdges.insert("\(from) --> \(to)")
            }
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

    /// Reads the Mermaid block the generator writes (`subgraph ID["Title"]`, members, `A --> B`),
    /// leaving out the legend (`subgraph Legend[...]`) and the colours (`classDef`, `class`).
    init(markdown: String) {
        var titleOfBox: [String: String] = [:]
        var currentBox: String?
        var inLegend = false
        var arrows: [(String, String)] = []
        for rawLine in markdown.split(separator: "\n") {
            let line = rawLine.trimmingPrefix(while: \.isWhitespace)
            if line.hasPrefix("subgraph Legend[") {
                inLegend = true
            } else if line.hasPrefix("subgraph "), let open = line.firstIndex(of: "["),
                let quote = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), quote < close
            {
                let id = String(line.dropFirst("subgraph ".count)[..<open])
                let title = String(line[line.index(after: quote)..<close])
                currentBox = title
                titleOfBox[id] = title
                boxOrder.append(title)
            } else if line == "end" {
                currentBox = nil
                inLegend = false
            } else if let arrow = line.range(of: " --> ") {
                arrows.append((String(line[..<arrow.lowerBound]), String(line[arrow.upperBound...])))
            } else if let currentBox, !inLegend, !line.isEmpty, !line.hasPrefix("```"), !line.hasPrefix("flowchart"),
                !line.hasPrefix("class")
            {
                boxOfModule[String(line)] = currentBox
            }
        }
        for (from, to) in arrows {
            if let fromBox = titleOfBox[from], let toBox = titleOfBox[to] {
                boxEdges.insert("\(fromBox) --> \(toBox)")
            } else {
                moduleEdges.insert("\(from) --> \(titleOfBox[to] ?? to)")
            }
        }
    }

    /// Must agree with `BoxGraph.box(ofRelativePath:)` in Modules/Platform/Tooling/GenerateDiagrams.
    static func box(of module: Module) -> String? {
        switch module.layer {
        case .port: "Ports"
        case .adapter: "Adapters"
        case .vendor: "Vendor"
        case .kit: module.path.hasPrefix("Modules/Composition/") ? "Composition" : "Platform"
        case .feature, .emulator, .terminal, .web, .commandLine, .assembly: module.slice.map { "\($0) slice" }
        case .compositionRoot, .executable: "App"
        case .testSupport, .fuzzEntries, .test, .plugin: nil
        }
    }
}
