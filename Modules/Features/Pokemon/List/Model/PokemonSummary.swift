/// One entry of the Pokédex list: the id (read from the entry's URL) and the API's name.
public struct PokemonSummary: Sendable, Hashable, Codable {
    /// The Pokémon's id, as `GET /pokemon/{id}/` takes it.
    public var id: Int
    /// The API's name, lower case and hyphenated: `mr-mime`.
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
