import Persistence

/// One damaged saved record in `--json` output: where to find it and why it cannot be read.
struct BackupRecordOutput: Encodable, Equatable {
    /// `collection/key`, as the text output names it.
    var record: String
    var reason: String

    init(_ damaged: DamagedRecord) {
        record = damaged.description
        reason = damaged.reason
    }
}
