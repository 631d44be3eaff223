/// What `GET /pokemon/{id or name}/` takes: a positive number, or a plain name of letters, digits and hyphens.
/// Anything else is refused before any request, so user input never reaches the URL path as `../` or a query.
public enum PokemonIdentifier: Sendable, Hashable, CustomStringConvertible {
    case id(Int)
    /// A lower-case name, as the API spells it: `mr-mime`.
    case name(String)

    /// The longest name taken; PokeAPI's longest is under 30 characters, and a message that
    /// quotes a name back stays one readable line.
    public static let longestName = 60

    /// Parses user input; names are lower-cased (the API's names are all lower case).
    public init?(parsing text: String) {
        // Digits only: `Int("+25")` is 25, and `+25` is not what anyone types for Pikachu.
        if !text.isEmpty, text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }), let id = Int(text) {
            guard id > 0 else { return nil }
            self = .id(id)
            return
        }
        let isPlainName =
            !text.isEmpty && text.count <= Self.longestName && text.first != "-"
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-")
            }
        guard isPlainName else { return nil }
        self = .name(text.lowercased())
    }

    /// The path component: `25` or `pikachu`.
    public var description: String {
        switch self {
        case .id(let id): String(id)
        case .name(let name): name
        }
    }
}
