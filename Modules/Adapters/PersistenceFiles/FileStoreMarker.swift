import DiskStoreKit
import Foundation
import Persistence

/// The file that marks a folder as a Mosaic store: `.mosaic-store.json`, holding
/// `{"checksum": "<8 hex digits>", "format": "mosaic-record-store", "version": 2}`.
///
/// Its leading dot, which no collection name or encoded key has, keeps it from clashing with a record.
/// Its checksum tells a damaged marker (one changed byte) from one someone else wrote on purpose;
/// any other version is refused. Every record of the store carries a checksum.
struct FileStoreMarker: Codable, Equatable {
    static let fileName = ".mosaic-store.json"
    static let format = "mosaic-record-store"
    static let version = 2
    static let current = FileStoreMarker(format: format, version: version)

    var checksum: String?
    var format: String
    var version: Int

    init(format: String, version: Int) {
        self.format = format
        self.version = version
        checksum = Self.checksum(format: format, version: version)
    }

    static func checksum(format: String, version: Int) -> String {
        RecordChecksum(collection: fileName, key: format, savedAt: Double(version), data: Data()).description
    }
}
