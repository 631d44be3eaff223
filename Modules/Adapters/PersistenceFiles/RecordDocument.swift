import Foundation

/// What one record file holds: `{"key": "...", "savedAt": <seconds since 1970>, "value": "<base64>"}`.
///
/// The value is base64 rather than embedded JSON because the store keeps bytes exactly as
/// given, and they need not be JSON at all.
struct RecordDocument: Codable {
    var key: String
    var savedAt: Double
    var value: Data

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    static func decoded(from data: Data) throws -> RecordDocument {
        try JSONDecoder().decode(RecordDocument.self, from: data)
    }
}
