/// A saved record that cannot be read back: its bytes are not what was saved, or do not decode
/// as the type asked for. Features treat it as missing and report it once, by its key.
public struct DamagedRecord: Sendable, Hashable, CustomStringConvertible {
    /// The collection's name.
    public var collection: String
    /// The record's key.
    public var key: String
    /// Why it cannot be read, in the words of the store or the decoder.
    public var reason: String

    /// Creates a report of one damaged record.
    public init(collection: String, key: String, reason: String) {
        self.collection = collection
        self.key = key
        self.reason = reason
    }

    /// `collection/key`, the way the user can find it again.
    public var description: String { "\(collection)/\(key)" }
}
