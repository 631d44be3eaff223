public import Persistence

/// What verifying the list backup found: the entries good, damaged or missing (of the list size it recorded), and
/// the good entries' ids, whose details the detail module's `PokemonDetailBackup.check(ids:)` then verifies.
public struct PokemonListBackupCheck: Sendable, Equatable {
    public var entries: RecordCheck
    /// The ids of the entries that read back, in list order.
    public var ids: [Int]
    /// The list's size as the newest entry that reads back recorded it; `nil` when no entry
    /// reads back, and then which entries (and details) are missing cannot be known.
    public var listSize: Int?
}
