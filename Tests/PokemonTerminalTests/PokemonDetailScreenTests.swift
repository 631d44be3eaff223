import Foundation
import PokemonDetailFeature
import PokemonTerminal
import Testing

@Suite("Pokémon detail screen")
struct PokemonDetailScreenTests {
    @Test func theDetailShowsOnlyWhatTheStateHolds() {
        let full = PokemonDetailContent(
            id: 25, name: "Pikachu", apiName: "pikachu", imageURL: URL(string: "https://img/25.png"),
            types: ["Electric"], weightKilograms: 6, heightCentimetres: 40, savedAt: nil)
        var hidden = full
        hidden.types = nil
        hidden.weightKilograms = nil
        hidden.heightCentimetres = nil
        hidden.imageURL = nil
        let fullLines = PokemonDetailScreen.lines(
            for: PokemonDetailViewState(phase: .loaded, content: full), width: 100)
        let hiddenLines = PokemonDetailScreen.lines(
            for: PokemonDetailViewState(phase: .loaded, content: hidden), width: 100)
        #expect(
            fullLines == [
                "Pikachu (#25)", "  ID      25", "  Image   https://img/25.png", "  Types   Electric",
                "  Weight  6.0 kg", "  Height  40 cm",
            ])
        #expect(hiddenLines == ["Pikachu (#25)", "  ID     25", "  Image  none"])
    }

    @Test func theDetailShowsFailures() {
        #expect(
            PokemonDetailScreen.lines(for: PokemonDetailViewState(phase: .failed("no Pokémon")), width: 100)
                == ["! no Pokémon"])
    }
}
