/// What Diagrams/modules.md says: which group each module is drawn in, and the arrows.
struct ModuleDiagram: Equatable, Sendable {
    var groupOfModule: [String: String] = [:]
    var edges: Set<String> = []

    /// The diagram Package.swift implies, with the groups the generator is meant to use.
    init(graph: ModuleGraph) {
        for module in graph.modules {
            if let group = Self.group(of: module.layer) { groupOfModule[module.name] = group }
        }
        for edge in graph.edges where groupOfModule[edge.from.name] != nil && groupOfModule[edge.to.name] != nil {
            edges.insert("\(edge.from.name) --> \(edge.to.name)")
        }
    }

    /// Reads the Mermaid block the generator writes (`subgraph XGroup["X"]`, members, `A --> B`).
    init(markdown: String) {
        var currentGroup: String?
        for rawLine in markdown.split(separator: "\n") {
            let line = rawLine.trimmingPrefix(while: \.isWhitespace)
            if line.hasPrefix("subgraph "), let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""),
                open < close
            {
                currentGroup = String(line[line.index(after: open)..<close])
            } else if line == "end" {
                currentGroup = nil
            } else if line.contains(" --> ") {
                edges.insert(String(line))
            } else if let currentGroup, !line.isEmpty {
                groupOfModule[String(line)] = currentGroup
            }
        }
    }

    /// Must agree with `GenerateDiagrams.groups` in Modules/Plugins/GenerateDiagrams.
    static func group(of layer: Layer) -> String? {
        switch layer {
        case .port: "Ports"
        case .adapter: "Adapters"
        case .vendor: "Vendor"
        case .feature: "Features"
        case .ui: "UI"
        case .compositionRoot, .executable: "App"
        case .testSupport, .test, .plugin: nil
        }
    }
}
