/// What `mosaic pokemon sync --json` prints, as far as the process tests read it.
struct SyncJSON: Decodable {
    struct Counts: Decodable, Equatable {
        var total: Int
        var fetched: Int
        var alreadySaved: Int
        var repaired: Int
        var failed: Int
    }

    var details: Counts
    var repaired: Int
}
