import Observation
package import PokemonDetailFeature
import PokemonListFeature

/// Connects the two Pokédex modules, which do not know each other: a selection in the list
/// opens a detail, and closing the detail goes back to the list.
@MainActor
@Observable
package final class PokemonNavigator: PokemonListRouting, PokemonDetailRouting {
    /// The open detail, or `nil` when the list is showing.
    package private(set) var detail: PokemonDetailViewModel?

    @ObservationIgnored private let makeDetail:
        @MainActor (PokemonIdentifier, any PokemonDetailRouting) -> PokemonDetailViewModel

    package init(
        makeDetail: @escaping @MainActor (PokemonIdentifier, any PokemonDetailRouting) -> PokemonDetailViewModel
    ) {
        self.makeDetail = makeDetail
    }

    package func showPokemon(id: Int) {
        detail = makeDetail(.id(id), self)
    }

    package func closePokemonDetail() {
        detail = nil
    }
}
