/// One named layering rule: which edges it speaks about, and which of those it allows. A plain value, so
/// one catalogue judges the declared graph, the scanned `import` lines and the rule engine's small graphs.
struct ArchitectureRule: Sendable, CustomStringConvertible {
    let name: String
    let appliesTo: @Sendable (Edge) -> Bool
    /// Decides an edge the rule applies to; a forbidden verdict may explain what would be allowed.
    let check: @Sendable (Edge, ModuleGraph) -> Verdict

    enum Verdict: Sendable, Equatable {
        case allowed
        case forbidden(hint: String?)
    }

    var description: String { name }

    func violations(in graph: ModuleGraph) -> [Violation] {
        graph.edges.filter(appliesTo).compactMap { edge in
            switch check(edge, graph) {
            case .allowed: nil
            case .forbidden(let hint): Violation(edge: edge, rule: name, hint: hint)
            }
        }
    }
}

extension ArchitectureRule {
    /// A rule whose allowed edges do not depend on the rest of the graph.
    init(
        _ name: String,
        appliesTo: @escaping @Sendable (Edge) -> Bool,
        allows: @escaping @Sendable (Edge) -> Bool
    ) {
        self.init(name: name, appliesTo: appliesTo) { edge, _ in allows(edge) ? .allowed : .forbidden(hint: nil) }
    }
}
