#if DEBUG
// The record document and the shared record coding are internal; debug builds compile them
// with testing enabled.
import Foundation
@testable import Persistence
@testable import PersistenceFiles
import PokemonDetailFeature

/// A record file of the file store, decoded as the store reads it, and its value decoded as
/// every store decodes a saved Pokémon (the largest record the app keeps).
enum StoredRecordFuzzing {
    private static let collection = RecordCollection("pokemon.detail")

    static func run(_ data: Data) {
        guard let document = try? RecordDocument.decoded(from: data) else { return }
        let stored = StoredRecord(
            key: document.key, value: EncodedRecord(key: document.key, data: document.value),
            savedAt: Date(timeIntervalSince1970: document.savedAt))
        _ = try? RecordCoding.decode(PokemonDetail.self, from: stored, in: collection)
    }
}
#endif
