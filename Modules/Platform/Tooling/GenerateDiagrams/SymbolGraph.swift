/// The part of a `swift-symbolgraph-extract` file the class diagrams read.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable { let identifier: String }
        struct Identifier: Decodable { let precise: String }
        struct Fragment: Decodable {
            let kind: String
            let spelling: String
            let preciseIdentifier: String?
        }

        let kind: Kind
        let identifier: Identifier
        let pathComponents: [String]
        let accessLevel: String
        let declarationFragments: [Fragment]?

        var declaration: String { (declarationFragments ?? []).map(\.spelling).joined() }
    }

    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
    }

    let symbols: [Symbol]
    let relationships: [Relationship]
}
