import Foundation
import PokemonDetailFeature
import Testing

@testable import PokemonCommandLine

@Suite("The text of mosaic pokemon show")
struct PokemonDetailTextTests {
    @Test func theDetailShowsOnlyWhatTheStateHolds() {
        let full = PokemonDetailContent(
            id: 25, name: "Pikachu", apiName: "pikachu", imageURL: URL(string: "https://img/25.png"),
            types: ["Electric"], weightKilograms: 6, heightCentimetres: 40, savedAt: nil)
        var hidden = full
        hidden.types = nil
        hidden.weightKilograms = nil
        hidden.heightCentimetres = nil
        hidden.imageURL = nil
        #expect(
            PokemonDetailText.lines(for: full, width: 100) == [
                "Pikachu (#25)", "  ID      25", "  Image   https://img/25.png", "  Types   Electric",
                "  Weight  6.0 kg", "  Height  40 cm",
            ])
        #expect(PokemonDetailText.lines(for: hidden, width: 100) == ["Pikachu (#25)", "  ID     25", "  Image  none"])
    }
}
