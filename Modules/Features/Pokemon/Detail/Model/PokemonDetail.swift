public import Foundation

/// A Pokémon as the detail shows it, in PokeAPI's units (what the backup keeps).
public struct PokemonDetail: Sendable, Hashable, Codable {
    public var id: Int
    /// The API's name, lower case and hyphenated.
    public var name: String
    /// `sprites.front_default`, which the API leaves null for some forms.
    public var imageURL: URL?
    /// Type names in slot order.
    public var types: [String]
    /// PokeAPI's weight, in hectograms.
    public var weightHectograms: Int
    /// PokeAPI's height, in decimetres.
    public var heightDecimetres: Int

    public init(
        id: Int, name: String, imageURL: URL?, types: [String], weightHectograms: Int, heightDecimetres: Int
    ) {
        self.id = id
        self.name = name
        self.imageURL = imageURL
        self.types = types
        self.weightHectograms = weightHectograms
        self.heightDecimetres = heightDecimetres
    }

    public var weightKilograms: Double { Double(weightHectograms) / 10 }

    public var heightCentimetres: Int { heightDecimetres * 10 }
}
