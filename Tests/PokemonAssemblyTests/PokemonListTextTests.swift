import Foundation
import PokemonListFeature
import TerminalKit
import Testing

@testable import PokemonCommandLine

@Suite("The text of mosaic pokemon list")
struct PokemonListTextTests {
    private func listState(rows: Int, total: Int?) -> PokemonListViewState {
        var state = PokemonListViewState(loadMoreMode: .automatic)
        state.phase = .loaded
        state.rows = (0..<rows).map { PokemonListRow(id: $0 + 1, name: "Pokemon-\($0 + 1)") }
        state.paging.total = total
        return state
    }

    @Test func theListShowsCountWhetherItWasSavedAndRows() {
        var state = listState(rows: 3, total: 9)
        state.savedAt = Date(timeIntervalSince1970: 0)
        #expect(
            PokemonListText.lines(for: state, width: 100) == [
                "Pokémon: 3 shown of 9", "(saved data from 1970-01-01T00:00:00Z)", "ID  NAME", " 1  Pokemon-1",
                " 2  Pokemon-2", " 3  Pokemon-3",
            ])
    }

    @Test func anEmptyPageIsItsCountAlone() {
        #expect(PokemonListText.lines(for: listState(rows: 0, total: 0), width: 100) == ["Pokémon: none shown of 0"])
    }

    @Test func noLineIsWiderThanTheScreen() {
        var state = listState(rows: 1, total: 1)
        state.rows = [PokemonListRow(id: 1, name: String(repeating: "x", count: 200))]
        #expect(PokemonListText.lines(for: state, width: 30).allSatisfy { DisplayWidth.of($0) <= 30 })
    }
}
