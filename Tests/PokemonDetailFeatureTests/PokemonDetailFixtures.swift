import Foundation
import Testing

/// The detail's recorded PokeAPI documents in `Fixtures/` (their provenance is in `Fixtures/SOURCES.md`).
enum PokemonDetailFixtures {
    /// When every record a test saves was saved.
    static let savedDate = Date(timeIntervalSince1970: 1_790_000_000)

    static func json(_ name: String) throws -> Data {
        try Data(
            contentsOf: #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures")))
    }
}
