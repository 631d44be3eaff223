import Foundation
import Persistence

@testable import PersistenceSQLite

/// Writes a store file, then reads back copies of it with bytes changed, as damage on disk would.
enum StoreFileProbe {
    /// What opening a changed copy and reading every record gave.
    enum Outcome: Equatable {
        /// The store, or one of its records, was reported damaged.
        case damaged
        /// Everything read back exactly as saved (the change touched nothing in use).
        case intact
        /// Something read back different from what was saved, or an unexpected error.
        case wrong(String)
    }

    static let savedAt = Date(timeIntervalSince1970: 1_700_000_000)

    /// Saves `records` in a new store at `file`, folds its WAL into the file, closes it and returns its bytes.
    static func write(_ records: [String: Data], in collection: RecordCollection, to file: URL) async throws -> Data {
        let store = try SQLiteRecordStore(fileURL: file, now: { savedAt })
        // In key order, so the file's layout, and what a damaged page holds, is the same on every run.
        let ordered = records.sorted { $0.key < $1.key }.map { EncodedRecord(key: $0.key, data: $0.value) }
        try await store.saveEncoded(ordered, in: collection)
        try SQLiteConnection(path: file.path(percentEncoded: false), access: .readWrite(create: false))
            .execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return try Data(contentsOf: file)
    }

    /// Writes `bytes` as `<name>.sqlite` in `folder`, reads every record of `collection` from it, and removes it.
    static func read(
        _ bytes: Data, named name: String, in folder: URL, collection: RecordCollection, expecting saved: [String: Data]
    ) async throws -> Outcome {
        let file = folder.appending(path: "\(name).sqlite")
        try bytes.write(to: file)
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file.path + suffix) }
        }
        do {
            let scan = try await SQLiteRecordStore(fileURL: file).scanEncoded(in: collection)
            for record in scan.records where saved[record.key] != record.value.data || record.savedAt != savedAt {
                return .wrong("served \(record.key) changed")
            }
            return scan.damaged.isEmpty && scan.records.count == saved.count ? .intact : .damaged
        } catch {
            if case .damagedStore = error { return .damaged }
            return .wrong("\(error)")
        }
    }
}
