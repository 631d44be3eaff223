/// What `mosaic pokemon backup check --json` prints, as far as the process tests read it.
struct BackupCheckJSON: Decodable {
    struct Collection: Decodable {
        var good: Int
        var damaged: Int
        var missing: Int
    }

    var healthy: Bool
    var listEntries: Collection
    var details: Collection
}
