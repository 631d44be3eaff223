import Persistence

/// `pokemon backup check`'s report, as JSON and as text: for the list and the details, how many
/// saved records are good, damaged and missing, and which.
struct PokemonBackupCheckOutput: Encodable {
    struct Collection: Encodable {
        var collection: String
        var good: Int
        var damaged: Int
        var missing: Int
        var damagedRecords: [BackupRecordOutput]
        /// `collection/key` of each expected record with nothing saved.
        var missingRecords: [String]

        init(_ check: RecordCheck) {
            collection = check.collection
            good = check.good
            damaged = check.damaged.count
            missing = check.missing.count
            damagedRecords = check.damaged.map(BackupRecordOutput.init)
            missingRecords = check.missing.map { "\(check.collection)/\($0)" }
        }

        var line: String { "\(good) good, \(damaged) damaged, \(missing) missing" }
    }

    /// No damaged record and nothing missing.
    var healthy: Bool
    var listEntries: Collection
    var details: Collection

    init(_ report: PokedexBackupCheck.Report) {
        healthy = report.entries.isHealthy && report.details.isHealthy
        listEntries = Collection(report.entries)
        details = Collection(report.details)
    }

    static func lines(for report: PokedexBackupCheck.Report) -> [String] {
        let output = PokemonBackupCheckOutput(report)
        var lines = [
            "list entries: \(output.listEntries.line)",
            "details: \(output.details.line)",
        ]
        let damaged = output.listEntries.damagedRecords + output.details.damagedRecords
        let missing = output.listEntries.missingRecords + output.details.missingRecords
        lines += damaged.prefix(10).map { "  damaged: \($0.record): \($0.reason)" }
        if damaged.count > 10 { lines.append("  … and \(damaged.count - 10) more damaged") }
        lines += missing.prefix(10).map { "  missing: \($0)" }
        if missing.count > 10 { lines.append("  … and \(missing.count - 10) more missing") }
        lines.append(verdict(for: report))
        return lines
    }

    private static func verdict(for report: PokedexBackupCheck.Report) -> String {
        if !report.damaged.isEmpty {
            return "The backup has damaged records: `mosaic pokemon sync` fetches and saves them again."
        }
        if report.isEmpty { return "The backup is empty: `mosaic pokemon sync` fills it." }
        if report.missingCount > 0 {
            return "Every saved record reads back; `mosaic pokemon sync` fetches the missing ones."
        }
        return "Every saved record reads back and nothing is missing."
    }
}
