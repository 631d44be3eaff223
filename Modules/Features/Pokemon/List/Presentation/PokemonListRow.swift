public struct PokemonListRow: Sendable, Hashable, Identifiable {
    public var id: Int
    /// The capitalised name: `Mr-Mime`.
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
