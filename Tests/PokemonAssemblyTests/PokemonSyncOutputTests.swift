import PokemonDetailFeature
import PokemonListFeature
import Testing

@testable import PokemonAssembly
@testable import PokemonCommandLine

@Suite("pokemon sync's summary lines")
struct PokemonSyncOutputTests {
    @Test func theFailuresNotShownAreCountedWhateverTheSplitBetweenPagesAndDetails() {
        var list = PokemonListSyncResult(entries: [], total: 100)
        list.pages = 2
        list.failures = ["page at offset 0: offline", "page at offset 50: offline"]
        let failures = (1...25).map { PokemonDetailSyncSummary.Failure(id: $0, reason: "offline") }
        let details = PokemonDetailSyncSummary(total: 100, fetched: 75, failures: failures)

        let lines = PokemonSyncOutput.lines(for: PokemonSync.Report(list: list, details: details))

        #expect(lines.filter { $0.hasPrefix("  failed: ") }.count == 12)
        #expect(lines.last == "  … and 15 more")
    }
}
