struct ModuleGraph: Sendable {
    let modules: [Module]
    /// Edges as declared; import scans add edges found in source files.
    let edges: [Edge]
    /// Dependencies naming nothing in `modules` (products of other packages, typos in tests).
    let unknownDependencies: [String]

    init(modules: [Module], extraEdges: [Edge] = []) {
        self.modules = modules.sorted { $0.name < $1.name }
        let byName = Dictionary(modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var edges: [Edge] = []
        var unknown: [String] = []
        for module in self.modules {
            for dependency in module.dependencies {
                if let target = byName[dependency] {
                    edges.append(Edge(from: module, to: target))
                } else {
                    unknown.append("\(module.name) -> \(dependency)")
                }
            }
        }
        self.edges = edges + extraEdges
        self.unknownDependencies = unknown
    }

    func module(named name: String) -> Module? {
        modules.first { $0.name == name }
    }

    func modules(in layer: Layer) -> [Module] {
        modules.filter { $0.layer == layer }
    }

    func replacingEdges(with edges: [Edge]) -> ModuleGraph {
        let bare = modules.map { Module($0.name, $0.layer, path: $0.path) }
        let rebound = edges.compactMap { edge -> Edge? in
            guard let from = bare.first(where: { $0.name == edge.from.name }),
                let to = bare.first(where: { $0.name == edge.to.name })
            else { return nil }
            return Edge(from: from, to: to, origin: edge.origin)
        }
        return ModuleGraph(modules: bare, extraEdges: rebound)
    }
}
