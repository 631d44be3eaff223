public import Foundation

/// A loaded Pokémon, ready to show. Hidden parts (by flag) are `nil`.
public struct PokemonDetailContent: Sendable, Equatable {
    public var id: Int
    /// Capitalised, hyphens kept: `Mr-Mime`.
    public var name: String
    /// The API's name: `mr-mime`.
    public var apiName: String
    /// The front sprite, or `nil` when the API has none.
    public var imageURL: URL?
    /// Type names in slot order, or `nil` when `pokemon.showTypes` is off.
    public var types: [String]?
    /// `nil` when `pokemon.showMeasurements` is off.
    public var weightKilograms: Double?
    /// `nil` when `pokemon.showMeasurements` is off.
    public var heightCentimetres: Int?
    public var savedAt: Date?

    public init(
        id: Int, name: String, apiName: String, imageURL: URL?, types: [String]?, weightKilograms: Double?,
        heightCentimetres: Int?, savedAt: Date?
    ) {
        self.id = id
        self.name = name
        self.apiName = apiName
        self.imageURL = imageURL
        self.types = types
        self.weightKilograms = weightKilograms
        self.heightCentimetres = heightCentimetres
        self.savedAt = savedAt
    }

    /// "6.0 kg".
    public var weightText: String? {
        weightKilograms.map { String(format: "%.1f kg", $0) }
    }

    /// "40 cm".
    public var heightText: String? {
        heightCentimetres.map { "\($0) cm" }
    }

    /// "saved data from 2026-11-22T18:00:00Z" when the detail came from the backup.
    public var savedDataNotice: String? {
        savedAt.map { "saved data from \($0.formatted(.iso8601))" }
    }
}
