/// One list entry as the backup keeps it: its position in the list and the list's size then.
struct SavedListEntry: Codable, Sendable {
    var position: Int
    var id: Int
    var name: String
    var total: Int
}
