/// The types of one slice and the relationships a reader needs, from the symbol graphs of its feature
/// targets (and, for "who implements this router", its assembly's). A type is known by module and name
/// (`PokemonListFeature.PokemonListLoadPhase`), so two modules' types of one name stay apart.
///
/// Left out as noise: nested and private types, synthesized and boilerplate members (`Codable`,
/// `Equatable`, `Hashable`, Observation's bookkeeping), conformances to the standard library's protocols.
/// Everything is sorted, so the same code gives the same bytes.
struct ClassModel {
    enum Kind: String {
        case `class`, `struct`, `enum`, `protocol`, actor
        /// A port protocol the feature uses, drawn so that "a service uses `HTTPClient`" shows.
        case port
    }

    struct TypeBox {
        let name: String
        let kind: Kind
        let module: String
        let members: [String]

        /// `Module.Name`: unique across the slice, unlike the name.
        var qualifiedName: String { "\(module).\(name)" }
    }

    struct Relation: Hashable, Comparable {
        enum Style: String {
            /// A stored property of the other type: ownership or use.
            case has
            /// A conformance to a protocol in the diagram.
            case implements
        }

        /// Qualified names (`Module.Name`).
        let from: String
        let to: String
        let style: Style
        let label: String

        static func < (lhs: Relation, rhs: Relation) -> Bool {
            (lhs.from, lhs.to, lhs.style.rawValue, lhs.label) < (rhs.from, rhs.to, rhs.style.rawValue, rhs.label)
        }
    }

    /// The protocols of the four ports, drawn when a feature type holds one.
    static let portProtocols: Set<String> = ["HTTPClient", "RecordStore", "AnalyticsTracker", "FeatureFlagProvider"]
    static let maximumMembers = 8

    private(set) var types: [TypeBox] = []
    private(set) var relations: [Relation] = []

    init(types: [TypeBox], relations: [Relation]) {
        self.types = types.sorted { ($0.module, $0.name) < ($1.module, $1.name) }
        self.relations = relations.sorted()
    }

    /// `assembly`'s graph gives the types that implement a feature protocol.
    init(features: [(module: String, graph: SymbolGraph)], assembly: (module: String, graph: SymbolGraph)?) {
        var boxes: [String: TypeBox] = [:]
        for (module, graph) in features {
            for symbol in graph.symbols where Self.isDrawnType(symbol) {
                boxes[symbol.identifier.precise] = TypeBox(
                    name: symbol.pathComponents[0], kind: Self.kind(of: symbol)!, module: module,
                    members: Self.members(of: symbol.pathComponents[0], in: graph))
            }
        }
        let protocols = Set(boxes.filter { $0.value.kind == .protocol }.keys)
        var relations: Set<Relation> = []
        var ports: [String: TypeBox] = [:]
        for (_, graph) in features {
            relations.formUnion(Self.ownership(in: graph, boxes: boxes, ports: &ports))
            relations.formUnion(Self.conformances(in: graph, boxes: boxes, protocols: protocols))
        }
        if let assembly {
            // Who implements the feature's protocols: the assembly's routers, decorators and
            // event sinks, with the ports they hold.
            var assemblyBoxes: [String: TypeBox] = [:]
            for symbol in assembly.graph.symbols where Self.isDrawnType(symbol) {
                assemblyBoxes[symbol.identifier.precise] = TypeBox(
                    name: symbol.pathComponents[0], kind: Self.kind(of: symbol)!, module: assembly.module, members: [])
            }
            let implementing = Self.conformances(
                in: assembly.graph, boxes: boxes.merging(assemblyBoxes) { first, _ in first }, protocols: protocols)
            let implementers = assemblyBoxes.filter { id, box in
                implementing.contains { $0.from == box.qualifiedName } && boxes[id] == nil
            }
            boxes.merge(implementers) { first, _ in first }
            relations.formUnion(implementing)
            relations.formUnion(Self.ownership(in: assembly.graph, boxes: implementers, ports: &ports))
        }
        self.init(types: Array(boxes.values) + Array(ports.values), relations: Array(relations))
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

    /// The module a precise identifier names first: `s:10Networking10HTTPClientP` is `Networking`.
    static func module(ofPreciseIdentifier identifier: String) -> String? {
        guard identifier.hasPrefix("s:") else { return nil }
        let rest = identifier.dropFirst(2)
        let digits = rest.prefix(while: \.isNumber)
        guard let length = Int(digits) else { return nil }
        let name = rest.dropFirst(digits.count).prefix(length)
        return name.count == length ? String(name) : nil
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
        let key = { (symbol: SymbolGraph.Symbol) in
            (
                order.firstIndex(of: symbol.kind.identifier)!, symbol.accessLevel == "public" ? 0 : 1,
                symbol.pathComponents[1]
            )
        }
        let sorted = members.sorted { key($0) < key($1) }
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

    /// Instance properties whose type names another drawn type or a port protocol, matched by
    /// precise identifier so a same-named type of another module is never taken for it.
    private static func ownership(
        in graph: SymbolGraph, boxes: [String: TypeBox], ports: inout [String: TypeBox]
    ) -> [Relation] {
        let ownerOf = Dictionary(
            graph.relationships.filter { $0.kind == "memberOf" }.map { ($0.source, $0.target) }
        ) { first, _ in first }
        var relations: [Relation] = []
        for symbol in graph.symbols {
            guard symbol.kind.identifier == "swift.property", symbol.pathComponents.count == 2,
                !symbol.pathComponents[1].hasPrefix("_"),
                let owner = ownerOf[symbol.identifier.precise].flatMap({ boxes[$0] })
            else { continue }
            for fragment in symbol.declarationFragments ?? [] where fragment.kind == "typeIdentifier" {
                guard let target = fragment.preciseIdentifier else { continue }
                let referenced: TypeBox
                if let box = boxes[target] {
                    referenced = box
                } else if portProtocols.contains(fragment.spelling),
                    let module = module(ofPreciseIdentifier: target)
                {
                    referenced = TypeBox(name: fragment.spelling, kind: .port, module: module, members: [])
                    ports[target] = referenced
                } else {
                    continue
                }
                guard referenced.qualifiedName != owner.qualifiedName else { continue }
                relations.append(
                    Relation(
                        from: owner.qualifiedName, to: referenced.qualifiedName, style: .has,
                        label: symbol.pathComponents[1]))
            }
        }
        return relations
    }

    private static func conformances(
        in graph: SymbolGraph, boxes: [String: TypeBox], protocols: Set<String>
    ) -> [Relation] {
        graph.relationships.compactMap { relationship in
            guard relationship.kind == "conformsTo", protocols.contains(relationship.target),
                let from = boxes[relationship.source], let to = boxes[relationship.target],
                relationship.source != relationship.target
            else { return nil }
            return Relation(from: from.qualifiedName, to: to.qualifiedName, style: .implements, label: "")
        }
    }
}
