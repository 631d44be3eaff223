/// Why a store could not do what was asked.
public enum PersistenceError: Error, Sendable, Hashable {
    /// The store's file or folder exists but is not a store of ours, or is damaged.
    /// The adapter leaves it untouched.
    case unreadableStore(location: String, reason: String)
    /// The store was written by a different schema version than this code understands.
    case incompatibleSchema(location: String, found: Int, expected: Int)
    /// Reading or writing failed.
    case ioFailure(reason: String)
    /// A key was empty.
    case invalidKey(String)
    /// A value could not be encoded.
    case encodingFailed(collection: String, key: String, reason: String)
    /// A stored value could not be decoded as the requested type.
    case decodingFailed(collection: String, key: String, reason: String)
}

extension PersistenceError: CustomStringConvertible {
    /// One line that tells a user what went wrong and where.
    public var description: String {
        switch self {
        case .unreadableStore(let location, let reason):
            "\(location) is not a Mosaic store (\(reason)); it was left untouched"
        case .incompatibleSchema(let location, let found, let expected):
            "\(location) has schema version \(found), but this build reads version \(expected); it was left untouched"
        case .ioFailure(let reason):
            "storage failed: \(reason)"
        case .invalidKey(let key):
            "invalid record key '\(key)': keys must not be empty"
        case .encodingFailed(let collection, let key, let reason):
            "cannot encode \(collection)/\(key): \(reason)"
        case .decodingFailed(let collection, let key, let reason):
            "cannot decode \(collection)/\(key): \(reason)"
        }
    }
}
