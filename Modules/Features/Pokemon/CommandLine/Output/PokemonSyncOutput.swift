import PokemonAssembly
import PokemonDetailFeature
import PokemonListFeature

/// `pokemon sync`'s summary, as JSON and as text. Each count adds up to its total
/// (fetched + already saved + repaired + failed), so a reader can see that nothing was lost.
struct PokemonSyncOutput: Encodable {
    struct Counts: Encodable {
        var total: Int
        var fetched: Int
        var alreadySaved: Int
        var repaired: Int
        var failed: Int

        var line: String {
            "fetched \(fetched), already saved \(alreadySaved), repaired \(repaired), failed \(failed) (\(total) in all)"
        }
    }

    struct Failure: Encodable {
        var id: Int
        var reason: String
    }

    var total: Int
    var details: Counts
    var listPages: Counts
    /// Saved records the run found damaged, repaired or not: `collection/key` and why.
    var damaged: [BackupRecordOutput]
    var repaired: Int
    var failures: [Failure]
    var listFailures: [String]

    init(_ report: PokemonSync.Report) {
        let list = report.list
        let summary = report.details
        total = list.total
        details = Counts(
            total: summary.total, fetched: summary.fetched, alreadySaved: summary.alreadySaved,
            repaired: summary.repaired, failed: summary.failed)
        listPages = Counts(
            total: list.pages, fetched: list.fetchedPages, alreadySaved: list.alreadySavedPages,
            repaired: list.repairedPages, failed: list.failures.count)
        damaged = (list.damaged + summary.damaged).map(BackupRecordOutput.init)
        repaired = list.repairedEntries + summary.repaired
        failures = summary.failures.map { Failure(id: $0.id, reason: $0.reason) }
        listFailures = list.failures
    }

    static func lines(for report: PokemonSync.Report) -> [String] {
        let output = PokemonSyncOutput(report)
        var lines = [
            "Pokédex backup: \(output.total) Pokémon in the list.",
            "details: \(output.details.line)",
            "list pages: \(output.listPages.line)",
            output.repairedLine,
        ]
        let listShown = output.listFailures.prefix(10)
        let detailsShown = output.failures.prefix(10)
        lines += listShown.map { "  failed: \($0)" }
        lines += detailsShown.map { "  failed: #\($0.id): \($0.reason)" }
        let more = output.failures.count + output.listFailures.count - listShown.count - detailsShown.count
        if more > 0 { lines.append("  … and \(more) more") }
        return lines
    }

    /// The repaired records, counted against the damaged ones found, which it names.
    private var repairedLine: String {
        guard !damaged.isEmpty else { return "repaired: 0 records (no saved record was damaged)" }
        let names = damaged.prefix(10).map(\.record).joined(separator: ", ")
        let more = damaged.count > 10 ? " and \(damaged.count - 10) more" : ""
        return "repaired: \(repaired) of \(damaged.count) damaged saved record(s): \(names)\(more)"
    }
}
