import DiskStoreKit
import Foundation
import Persistence

/// What one record file holds:
/// `{"checksum": "<8 hex digits>", "key": "...", "savedAt": <seconds since 1970>, "value": "<base64>"}`.
///
/// The value is base64, not embedded JSON: the store keeps bytes exactly as given, JSON or not. The checksum
/// (the record's `RecordChecksum`) is optional only so a file without one reads as a damaged record, not none.
struct RecordDocument: Codable {
    var checksum: String?
    var key: String
    var savedAt: Double
    var value: Data

    init(collection: RecordCollection, key: String, savedAt: Double, value: Data) {
        self.key = key
        self.savedAt = savedAt
        self.value = value
        checksum = RecordChecksum(collection: collection.name, key: key, savedAt: savedAt, data: value).description
    }

    static func decoded(from data: Data) throws -> RecordDocument {
        try JSONDecoder().decode(RecordDocument.self, from: data)
    }

    /// Why the document does not hold what was saved in `collection`; `nil` when its checksum matches.
    func checksumProblem(in collection: RecordCollection) -> String? {
        guard let checksum else { return "it has no checksum" }
        guard let saved = RecordChecksum(hexadecimal: checksum) else { return "its checksum is not 8 hex digits" }
        let actual = RecordChecksum(collection: collection.name, key: key, savedAt: savedAt, data: value)
        return saved == actual ? nil : "its checksum does not match: its bytes changed after they were saved"
    }
}
