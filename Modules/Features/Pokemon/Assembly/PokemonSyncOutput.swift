import PokemonDetailFeature
import PokemonListFeature

/// `pokemon sync`'s summary, as JSON and as text.
struct PokemonSyncOutput: Encodable {
    struct Counts: Encodable {
        var fetched: Int
        var alreadySaved: Int
        var failed: Int
    }

    struct Failure: Encodable {
        var id: Int
        var reason: String
    }

    var total: Int
    var details: Counts
    var listPages: Counts
    var failures: [Failure]
    var listFailures: [String]

    init(_ report: PokedexSync.Report) {
        total = report.list.total
        details = Counts(
            fetched: report.details.fetched, alreadySaved: report.details.alreadySaved, failed: report.details.failed)
        listPages = Counts(
            fetched: report.list.fetchedPages, alreadySaved: report.list.alreadySavedPages,
            failed: report.list.failures.count)
        failures = report.details.failures.map { Failure(id: $0.id, reason: $0.reason) }
        listFailures = report.list.failures
    }

    static func lines(for report: PokedexSync.Report) -> [String] {
        let output = PokemonSyncOutput(report)
        var lines = [
            "Pokédex backup: \(output.total) Pokémon in the list.",
            "details: fetched \(output.details.fetched), already saved \(output.details.alreadySaved), failed \(output.details.failed)",
            "list pages: fetched \(output.listPages.fetched), already saved \(output.listPages.alreadySaved), failed \(output.listPages.failed)",
        ]
        lines += output.listFailures.prefix(10).map { "  failed: \($0)" }
        lines += output.failures.prefix(10).map { "  failed: #\($0.id): \($0.reason)" }
        let more = output.failures.count + output.listFailures.count - 20
        if more > 0 { lines.append("  … and \(more) more") }
        return lines
    }
}
