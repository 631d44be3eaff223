import Foundation

/// The list's recorded PokeAPI answers in `Fixtures/` (their provenance is in
/// `Fixtures/SOURCES.md`), and the date the tests' stores stamp on what they save.
enum PokemonListFixtures {
    /// When every record a test saves was saved.
    static let savedDate = Date(timeIntervalSince1970: 1_790_000_000)

    /// The bytes of `Fixtures/<name>.json`.
    static func json(_ name: String) throws -> Data {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }
}
