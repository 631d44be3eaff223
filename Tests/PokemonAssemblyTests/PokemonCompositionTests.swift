import FeatureFlags
import Testing

@testable import PokemonAssembly

@Suite("Pokédex composition: the flags the two modules declare")
@MainActor
struct PokemonCompositionTests {
    @Test func everyPokemonFlagIsDeclaredOnce() {
        #expect(
            PokemonModule.flags.map(\.key).sorted() == [
                "pokemon.backup", "pokemon.infiniteScroll", "pokemon.showMeasurements", "pokemon.showTypes",
            ])
    }
}
