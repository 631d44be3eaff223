extension ClassModel {
    /// The endings of the types a slice's architecture is read from: what the clients drive,
    /// what they show, the seams the assembly fills and what reaches the ports.
    static let surfaceSuffixes = [
        "ViewModel", "Presenter", "View", "ViewState", "Routing", "EventSink", "Client", "Service", "Repository",
    ]

    /// The architectural surface: the types ``surfaceSuffixes`` name, the ports they hold and the
    /// assembly types implementing their protocols, each with an arrow; the rest is the "all types" page's.
    func surface(assembly: String) -> ClassModel {
        let kept = types.filter { type in
            type.kind == .port || type.module == assembly
                || Self.surfaceSuffixes.contains { type.name.hasSuffix($0) }
        }
        let names = Set(kept.map(\.qualifiedName))
        let keptRelations = relations.filter { names.contains($0.from) && names.contains($0.to) }
        // A box no arrow reaches teaches nothing: a port only a helper holds, or a view state a
        // presenter hands to its view without holding it.
        let linked = Set(keptRelations.flatMap { [$0.from, $0.to] })
        return ClassModel(types: kept.filter { linked.contains($0.qualifiedName) }, relations: keptRelations)
    }
}
