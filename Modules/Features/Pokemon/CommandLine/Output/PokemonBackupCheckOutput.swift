import CommandLineKit
import Persistence
import PokemonAssembly

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

    /// No damaged record, nothing missing, and the list saved (or nothing saved at all).
    var healthy: Bool
    /// The list's size the saved entries recorded; `null` when no list entry reads back, and
    /// then the missing counts cannot include what the list would name.
    @NullWhenAbsent var listSize: Int?
    var listEntries: Collection
    var details: Collection

    init(_ report: PokemonBackupCheck.Report) {
        healthy = report.entries.isHealthy && report.details.isHealthy && !report.lacksTheList
        listSize = report.listSize
        listEntries = Collection(report.entries)
        details = Collection(report.details)
    }

    static func lines(for report: PokemonBackupCheck.Report) -> [String] {
        let output = PokemonBackupCheckOutput(report)
        let entries =
            report.lacksTheList
            ? "\(output.listEntries.good) good, \(output.listEntries.damaged) damaged, missing unknown: "
                + "no list entry reads back, so the list's size is not known"
            : output.listEntries.line
        var lines = [
            "list entries: \(entries)",
            "details: \(output.details.line)" + (report.lacksTheList ? " of the Pokémon the saved list names" : ""),
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

    private static func verdict(for report: PokemonBackupCheck.Report) -> String {
        if !report.damaged.isEmpty {
            return "The backup has damaged records: `mosaic pokemon sync` fetches and saves them again."
        }
        if report.isEmpty { return "The backup is empty: `mosaic pokemon sync` fills it." }
        if report.lacksTheList {
            return "The backup is incomplete: the list is not saved, so what is missing cannot be counted; "
                + "`mosaic pokemon sync` fetches it."
        }
        if report.missingCount > 0 {
            return "Every saved record reads back; `mosaic pokemon sync` fetches the missing ones."
        }
        return "Every saved record reads back and nothing is missing."
    }
}
