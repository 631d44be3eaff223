import Foundation

extension Encodable {
    /// JSON with its keys sorted, so a record file's or the marker's bytes depend only on what it holds.
    func sortedJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }
}
