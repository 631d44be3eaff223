import CommandLineKit
import Foundation
import PokemonDetailFeature

/// `pokemon show --json`, built from the detail's view state. Hidden or missing values are `null`.
struct PokemonDetailOutput: Encodable {
    var id: Int
    var name: String
    var apiName: String
    @NullWhenAbsent var imageURL: URL?
    @NullWhenAbsent var types: [String]?
    @NullWhenAbsent var weightKg: Double?
    @NullWhenAbsent var heightCm: Int?
    @NullWhenAbsent var savedAt: Date?

    init(_ content: PokemonDetailContent) {
        id = content.id
        name = content.name
        apiName = content.apiName
        imageURL = content.imageURL
        types = content.types
        weightKg = content.weightKilograms
        heightCm = content.heightCentimetres
        savedAt = content.savedAt
    }
}
