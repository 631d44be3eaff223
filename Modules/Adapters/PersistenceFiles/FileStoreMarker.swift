import Foundation

/// The file that marks a folder as a Mosaic store: `.mosaic-store.json`, holding
/// `{"format": "mosaic-record-store", "version": 1}`.
///
/// Its name starts with a dot, which no collection name or encoded key can, so it never clashes
/// with a record.
struct FileStoreMarker: Codable, Equatable {
    static let fileName = ".mosaic-store.json"
    static let current = FileStoreMarker(format: "mosaic-record-store", version: 1)

    var format: String
    var version: Int
}
