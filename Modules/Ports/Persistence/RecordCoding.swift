import Foundation

/// The one encoding every store uses, so that any adapter can read what another wrote.
enum RecordCoding {
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static func decode<Value: Decodable>(
        _ type: Value.Type,
        from stored: StoredRecord<EncodedRecord>,
        in collection: RecordCollection
    ) throws(PersistenceError) -> StoredRecord<Value> {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            let value = try decoder.decode(type, from: stored.value.data)
            return StoredRecord(key: stored.key, value: value, savedAt: stored.savedAt)
        } catch {
            throw .decodingFailed(collection: collection.name, key: stored.key, reason: describe(error))
        }
    }

    /// A decoding error in one line a user can read; `DecodingError`'s own description is a
    /// nested dump of its context.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context, _ extra: [any CodingKey] = []) -> String {
            (context.codingPath + extra).map(\.stringValue).joined(separator: ".")
        }
        func at(_ context: DecodingError.Context) -> String {
            path(context).isEmpty ? context.debugDescription : "at '\(path(context))': \(context.debugDescription)"
        }
        switch error {
        case .dataCorrupted(let context): return at(context)
        case .keyNotFound(let key, let context): return "no value for '\(path(context, [key]))'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return at(context)
        @unknown default: return "\(error)"
        }
    }
}
