import FeatureFlags
import Testing

@testable import PokemonAssembly

@Suite("Pokédex composition: the flags the two modules declare")
@MainActor
struct PokemonCompositionTests {
    @Test func everyPokemonFlagIsDeclaredOnce() {
        let keys = PokemonModule.flags.map(\.key)
        for key in [
            "pokemon.infiniteScroll", "pokemon.backup", "pokemon.showMeasurements",
            "pokemon.showTypes",
        ] {
            #expect(keys.filter { $0 == key }.count == 1, "\(key)")
        }
    }
}
