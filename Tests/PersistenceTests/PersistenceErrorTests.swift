import Persistence
import Testing

@Suite struct PersistenceErrorTests {
    @Test(arguments: [
        (
            PersistenceError.unreadableStore(location: "/data/store.sqlite", reason: "not a database"),
            ["/data/store.sqlite", "not a database", "untouched"]
        ),
        (
            .incompatibleSchema(location: "/data/store.sqlite", found: 3, expected: 1),
            ["/data/store.sqlite", "version 3", "version 1", "untouched"]
        ),
        (.ioFailure(reason: "disk full"), ["disk full"]),
        (.invalidKey(""), ["''", "empty"]),
        (.encodingFailed(collection: "pokemon.list", key: "25", reason: "NaN"), ["pokemon.list/25", "NaN", "encode"]),
        (
            .decodingFailed(collection: "pokemon.list", key: "25", reason: "bad type"),
            ["pokemon.list/25", "bad type", "decode"]
        ),
    ])
    func descriptionNamesWhatFailedAndWhere(_ error: PersistenceError, mentions fragments: [String]) {
        for fragment in fragments {
            #expect(error.description.contains(fragment), "\(error.description) should mention \(fragment)")
        }
        #expect(!error.description.contains("\n"))
    }
}
