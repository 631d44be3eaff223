import Foundation
import PokemonDetailFeature

/// `pokemon show --json`, built from the detail's view state. Hidden or missing values are `null`.
struct PokemonDetailOutput: Encodable {
    var id: Int
    var name: String
    var apiName: String
    var imageURL: URL?
    var types: [String]?
    var weightKg: Double?
    var heightCm: Int?
    var savedAt: Date?

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

    private enum CodingKeys: String, CodingKey {
        case id, name, apiName, imageURL, types, weightKg, heightCm, savedAt
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(apiName, forKey: .apiName)
        try container.encode(imageURL, forKey: .imageURL)
        try container.encode(types, forKey: .types)
        try container.encode(weightKg, forKey: .weightKg)
        try container.encode(heightCm, forKey: .heightCm)
        try container.encode(savedAt, forKey: .savedAt)
    }
}
