extension ClassModel {
    /// The endings of the types a slice's architecture is read from: what the clients drive,
    /// what they show, the seams the assembly fills and what reaches the ports.
    static let surfaceSuffixes = [
        "ViewModel", "Presenter", "View", "ViewState", "Routing", "EventSink", "Client", "Service", "Repository",
    ]

    /// The architectural surface: view models, view states, routing and event-sink protocols,
    /// the model seams and services, the ports they hold and the assembly types that implement
    /// the protocols, each with an arrow. DTOs, errors, flags and helpers are left to the "all
    /// types" page.
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
