import Foundation
import PokemonListFeature
import PokemonTerminal
import TerminalKit
import Testing

@Suite("Pokémon list screen")
struct PokemonListScreenTests {
    private func listState(
        rows: Int, total: Int?, hasMore: Bool, loadMoreMode: LoadMoreMode = .automatic
    )
        -> PokemonListViewState
    {
        var state = PokemonListViewState(loadMoreMode: loadMoreMode)
        state.phase = .loaded
        state.rows = (0..<rows).map { PokemonListRow(id: $0 + 1, name: "Pokemon-\($0 + 1)") }
        state.paging.total = total
        state.paging.hasMore = hasMore
        return state
    }

    @Test func theListShowsCountAndRows() {
        let lines = PokemonListScreen.lines(for: listState(rows: 3, total: 3, hasMore: false), width: 100)
        #expect(lines.first == "Pokémon: 3 shown of 3")
        #expect(lines.contains(" 1  Pokemon-1"))
        #expect(lines.last == " 3  Pokemon-3")
    }

    @Test func thePlainTextNeverSpeaksOfTheAppsLoadMore() {
        let onRequest = PokemonListScreen.lines(
            for: listState(rows: 2, total: 9, hasMore: true, loadMoreMode: .onRequest), width: 100)
        #expect(!onRequest.joined().contains("load more"))
    }

    @Test func theListShowsTheErrorAndTheSavedNotice() {
        var state = listState(rows: 2, total: 9, hasMore: true)
        state.paging.loadMoreError = "cannot load the Pokémon list: offline"
        state.savedAt = Date(timeIntervalSince1970: 0)
        let lines = PokemonListScreen.lines(for: state, width: 100)
        #expect(lines.contains("(saved data from 1970-01-01T00:00:00Z)"))
        #expect(lines.last == "! cannot load the Pokémon list: offline (retry to load it again)")
    }

    @Test func aFailedFirstPageShowsTheError() {
        var state = PokemonListViewState(loadMoreMode: .automatic)
        state.phase = .failed("cannot load the Pokémon list: offline")
        let lines = PokemonListScreen.lines(for: state, width: 100)
        #expect(lines == ["Pokémon", "! cannot load the Pokémon list: offline (retry to load it again)"])
    }

    @Test func noLineIsWiderThanTheScreen() {
        var state = listState(rows: 1, total: 1, hasMore: false)
        state.rows = [PokemonListRow(id: 1, name: String(repeating: "x", count: 200))]
        #expect(PokemonListScreen.lines(for: state, width: 30).allSatisfy { DisplayWidth.of($0) <= 30 })
    }
}
