/// The types of one feature slice and the relationships a reader needs, read from the symbol
/// graphs of its feature targets (and, for "who implements this router", of its assembly).
///
/// Noise is left out on purpose: nested types, private types, synthesized and boilerplate
/// members (`Codable`, `Equatable`, `Hashable`, Observation's bookkeeping), and conformances
/// to the standard library's protocols. Everything is sorted, so the same code gives the same
/// bytes.
struct ClassModel {
    enum Kind: String {
        case `class`, `struct`, `enum`, `protocol`, actor
        /// A port protocol the feature uses, drawn so that "a service uses `HTTPClient`" shows.
        case port
    }

    struct TypeBox {
        let name: String
        let kind: Kind
        /// The target the type belongs to.
        let module: String
        let members: [String]
    }

    struct Relation: Hashable, Comparable {
        enum Style: String, Comparable {
            /// A stored property of the other type: ownership or use.
            case has
            /// A conformance to a protocol in the diagram.
            case implements

            static func < (lhs: Style, rhs: Style) -> Bool { lhs.rawValue < rhs.rawValue }
        }

        let from: String
        let to: String
        let style: Style
        let label: String

        static func < (lhs: Relation, rhs: Relation) -> Bool {
            (lhs.from, lhs.to, lhs.style, lhs.label) < (rhs.from, rhs.to, rhs.style, rhs.label)
        }
    }

    /// The protocols of the four ports, drawn when a feature type holds one.
    static let portProtocols: Set<String> = ["HTTPClient", "RecordStore", "AnalyticsTracker", "FeatureFlagProvider"]
    static let maximumMembers = 8

    private(set) var types: [TypeBox] = []
    private(set) var relations: [Relation] = []

    /// - Parameters:
    ///   - features: the symbol graphs of the slice's feature targets, by module name.
    ///   - assembly: the slice assembly's graph, for the types that implement a feature protocol.
    init(features: [(module: String, graph: SymbolGraph)], assembly: (module: String, graph: SymbolGraph)?) {
        var byName: [String: TypeBox] = [:]
        var idToName: [String: String] = [:]
        for (module, graph) in features {
            for symbol in graph.symbols where Self.isDrawnType(symbol) {
                let name = symbol.pathComponents[0]
                idToName[symbol.identifier.precise] = name
                byName[name] = TypeBox(
                    name: name, kind: Self.kind(of: symbol)!, module: module, members: Self.members(of: name, in: graph)
                )
            }
        }
        let protocols = Set(byName.values.filter { $0.kind == .protocol }.map(\.name))
        var relations: Set<Relation> = []
        for (_, graph) in features {
            relations.formUnion(Self.ownership(in: graph, drawn: Set(byName.keys)))
            relations.formUnion(Self.conformances(in: graph, idToName: idToName, protocols: protocols))
        }
        if let assembly {
            // Who implements the feature's protocols: the assembly's routers and decorators.
            var assemblyIDs: [String: String] = [:]
            for symbol in assembly.graph.symbols where Self.isDrawnType(symbol) {
                assemblyIDs[symbol.identifier.precise] = symbol.pathComponents[0]
            }
            let implementing = Self.conformances(
                in: assembly.graph, idToName: idToName.merging(assemblyIDs) { first, _ in first }, protocols: protocols)
            for relation in implementing where byName[relation.from] == nil {
                byName[relation.from] = TypeBox(
                    name: relation.from,
                    kind: Self.kind(of: assembly.graph.symbols.first { $0.pathComponents == [relation.from] }!)
                        ?? .class,
                    module: assembly.module, members: [])
            }
            relations.formUnion(implementing)
        }
        for port in Self.portProtocols where relations.contains(where: { $0.to == port }) {
            byName[port] = TypeBox(name: port, kind: .port, module: "Ports", members: [])
        }
        types = byName.values.sorted { ($0.module, $0.name) < ($1.module, $1.name) }
        self.relations = relations.sorted()
    }

    private static func kind(of symbol: SymbolGraph.Symbol) -> Kind? {
        switch symbol.kind.identifier {
        case "swift.class": .class
        case "swift.struct": .struct
        case "swift.enum": .enum
        case "swift.protocol": .protocol
        case "swift.actor": .actor
        default: nil
        }
    }

    private static func isDrawnType(_ symbol: SymbolGraph.Symbol) -> Bool {
        kind(of: symbol) != nil && symbol.pathComponents.count == 1
            && ["public", "open", "package", "internal"].contains(symbol.accessLevel)
    }

    private static let boilerplate: Set<String> = [
        "init(from:)", "encode(to:)", "hash(into:)", "hashValue", "description", "debugDescription",
        "access(keyPath:)", "withMutation(keyPath:_:)", "rawValue", "init(rawValue:)", "allCases", "id",
    ]

    /// What a reader scans first: cases, then properties, then methods, public before internal.
    private static func members(of type: String, in graph: SymbolGraph) -> [String] {
        let order = ["swift.enum.case", "swift.property", "swift.type.property", "swift.method", "swift.type.method"]
        let members = graph.symbols.filter { symbol in
            symbol.pathComponents.count == 2 && symbol.pathComponents[0] == type
                && order.contains(symbol.kind.identifier)
                && ["public", "open", "package", "internal"].contains(symbol.accessLevel)
                && !symbol.pathComponents[1].hasPrefix("_") && !symbol.pathComponents[1].hasPrefix("$")
                && !boilerplate.contains(symbol.pathComponents[1])
        }
        let sorted = members.sorted { lhs, rhs in
            let left = (
                order.firstIndex(of: lhs.kind.identifier)!, lhs.accessLevel == "public" ? 0 : 1, lhs.pathComponents[1]
            )
            let right = (
                order.firstIndex(of: rhs.kind.identifier)!, rhs.accessLevel == "public" ? 0 : 1, rhs.pathComponents[1]
            )
            return left < right
        }
        var lines = sorted.prefix(maximumMembers).map { member(of: $0) }
        if sorted.count > maximumMembers { lines.append("…\(sorted.count - maximumMembers) more") }
        return lines
    }

    private static func member(of symbol: SymbolGraph.Symbol) -> String {
        let visibility = symbol.accessLevel == "public" || symbol.accessLevel == "open" ? "+" : "~"
        let name = symbol.pathComponents[1]
        let isStatic = symbol.kind.identifier.hasPrefix("swift.type.") ? "static " : ""
        switch symbol.kind.identifier {
        case "swift.enum.case":
            return "\(visibility)\(name)"
        case "swift.method", "swift.type.method":
            let isAsync = symbol.declaration.contains(" async") ? " async" : ""
            return "\(visibility)\(isStatic)\(name)\(isAsync)"
        default:
            return "\(visibility)\(isStatic)\(name): \(propertyType(of: symbol))"
        }
    }

    /// The declared type of a property, from its declaration (`let service: ShopService`).
    private static func propertyType(of symbol: SymbolGraph.Symbol) -> String {
        let declaration = symbol.declaration
        guard let colon = declaration.firstIndex(of: ":") else { return "?" }
        var type = declaration[declaration.index(after: colon)...].trimmingPrefix(while: \.isWhitespace)
        if let accessors = type.range(of: " {") { type = type[..<accessors.lowerBound] }
        if let defaultValue = type.range(of: " = ") { type = type[..<defaultValue.lowerBound] }
        return String(type)
    }

    /// Instance properties whose type names another drawn type or a port protocol.
    private static func ownership(in graph: SymbolGraph, drawn: Set<String>) -> [Relation] {
        graph.symbols.compactMap { symbol -> [Relation]? in
            guard symbol.kind.identifier == "swift.property", symbol.pathComponents.count == 2,
                drawn.contains(symbol.pathComponents[0]), !symbol.pathComponents[1].hasPrefix("_")
            else { return nil }
            let referenced = Set(
                (symbol.declarationFragments ?? []).filter { $0.kind == "typeIdentifier" }.map(\.spelling))
            return referenced.filter { drawn.contains($0) || portProtocols.contains($0) }
                .filter { $0 != symbol.pathComponents[0] }
                .map { Relation(from: symbol.pathComponents[0], to: $0, style: .has, label: symbol.pathComponents[1]) }
        }.flatMap { $0 }
    }

    private static func conformances(
        in graph: SymbolGraph, idToName: [String: String], protocols: Set<String>
    ) -> [Relation] {
        graph.relationships.compactMap { relationship in
            guard relationship.kind == "conformsTo", let from = idToName[relationship.source],
                let to = idToName[relationship.target], protocols.contains(to), from != to
            else { return nil }
            return Relation(from: from, to: to, style: .implements, label: "")
        }
    }
}
