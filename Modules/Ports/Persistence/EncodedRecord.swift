public import Foundation

/// A record's key and its encoded bytes, as adapters store them.
public struct EncodedRecord: Sendable, Hashable {
    /// The key, unique within its collection. Any non-empty string.
    public var key: String
    /// The encoded value.
    public var data: Data

    /// Creates an encoded record.
    public init(key: String, data: Data) {
        self.key = key
        self.data = data
    }
}
