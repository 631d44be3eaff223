import Foundation
import PokemonDetailFeature
import PokemonListFeature
import PokemonTerminal
import TerminalKit
import Testing

@Suite("Pokémon screens and the progress bar")
struct PokemonScreensTests {
    private func listState(
        rows: Int, total: Int?, hasMore: Bool, paging: PokemonListViewState.Paging = .automatic
    )
        -> PokemonListViewState
    {
        var state = PokemonListViewState(paging: paging)
        state.rows = (0..<rows).map { PokemonListRow(id: $0 + 1, name: "Pokemon-\($0 + 1)") }
        state.total = total
        state.hasMore = hasMore
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
            for: listState(rows: 2, total: 9, hasMore: true, paging: .onRequest), width: 100)
        #expect(!onRequest.joined().contains("load more"))
    }

    @Test func theListShowsTheErrorAndTheSavedNotice() {
        var state = listState(rows: 2, total: 9, hasMore: true)
        state.errorMessage = "cannot load the Pokémon list: offline"
        state.savedAt = Date(timeIntervalSince1970: 0)
        let lines = PokemonListScreen.lines(for: state, width: 100)
        #expect(lines.contains("(saved data from 1970-01-01T00:00:00Z)"))
        #expect(lines.last == "! cannot load the Pokémon list: offline (retry to load it again)")
    }

    @Test func noLineIsWiderThanTheScreen() {
        var state = listState(rows: 1, total: 1, hasMore: false)
        state.rows = [PokemonListRow(id: 1, name: String(repeating: "x", count: 200))]
        #expect(PokemonListScreen.lines(for: state, width: 30).allSatisfy { DisplayWidth.of($0) <= 30 })
    }

    @Test func theDetailShowsOnlyWhatTheStateHolds() {
        let full = PokemonDetailContent(
            id: 25, name: "Pikachu", apiName: "pikachu", imageURL: URL(string: "https://img/25.png"),
            types: ["Electric"], weightKilograms: 6, heightCentimetres: 40, savedAt: nil)
        var hidden = full
        hidden.types = nil
        hidden.weightKilograms = nil
        hidden.heightCentimetres = nil
        hidden.imageURL = nil
        let fullLines = PokemonDetailScreen.lines(for: .loaded(full), width: 100)
        let hiddenLines = PokemonDetailScreen.lines(for: .loaded(hidden), width: 100)
        #expect(
            fullLines == [
                "Pikachu (#25)", "  ID      25", "  Image   https://img/25.png", "  Types   Electric",
                "  Weight  6.0 kg", "  Height  40 cm",
            ])
        #expect(hiddenLines == ["Pikachu (#25)", "  ID     25", "  Image  none"])
    }

    @Test func theDetailShowsFailures() {
        #expect(PokemonDetailScreen.lines(for: .failed("no Pokémon"), width: 100) == ["! no Pokémon"])
    }

    @Test func theProgressBarFillsInProportionAndFits() {
        let half = ProgressBar.line(done: 50, total: 100, width: 60)
        #expect(half.contains("[" + String(repeating: "#", count: 20) + String(repeating: "-", count: 20) + "]"))
        #expect(half.hasSuffix(" 50/100   50%"))
        #expect(DisplayWidth.of(ProgressBar.line(done: 1, total: 1351, width: 40, label: "details")) <= 40)
        #expect(ProgressBar.line(done: 3, total: 9, width: 10) == "3/9")
        #expect(ProgressBar.line(done: 0, total: 0, width: 60).hasSuffix("100%"))
        #expect(ProgressBar.count(done: 612, total: 1351, label: "details") == "details 612/1351")
    }
}
