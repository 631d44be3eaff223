/// Why a store could not do what was asked.
///
/// Each way a store can fail to open has its own case and its own words, because they call for
/// different actions: a foreign file must be left alone, a damaged store restored or rebuilt, a
/// read-only store can still be read, and a permission problem is fixed outside Mosaic.
public enum PersistenceError: Error, Sendable, Hashable {
    /// The store's file or folder exists but is not a store of ours. The adapter leaves it
    /// untouched. Only said of a store that really is foreign, never of a damaged or
    /// half-created one of ours.
    case unreadableStore(location: String, reason: String)
    /// The store is ours but damaged (its integrity check failed, its pages or its header cannot
    /// be read, its marker is damaged). The adapter leaves it untouched, unless it was opened
    /// with ``DamagedStorePolicy/moveAside``, which moves it aside instead.
    case damagedStore(location: String, reason: String)
    /// The store can be read but not written (a read-only file, folder or medium). Reads work;
    /// every write throws this.
    case readOnlyStore(location: String, reason: String)
    /// The store cannot even be read, or cannot be created, because permission is denied.
    case permissionDenied(location: String, reason: String)
    /// The store was written by a different schema version than this code understands.
    case incompatibleSchema(location: String, found: Int, expected: Int)
    /// One saved record cannot be read back; the rest of the store is fine.
    case damagedRecord(collection: String, key: String, reason: String)
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
        case .damagedStore(let location, let reason):
            "\(location) is a damaged Mosaic store (\(reason)); it was left untouched"
        case .readOnlyStore(let location, let reason):
            "\(location) is read-only (\(reason)): saved records can be read, nothing can be saved"
        case .permissionDenied(let location, let reason):
            "\(location) cannot be opened: permission denied (\(reason)); it was left untouched"
        case .incompatibleSchema(let location, let found, let expected):
            "\(location) has schema version \(found), but this build reads version \(expected); it was left untouched"
        case .damagedRecord(let collection, let key, let reason):
            "the saved record \(collection)/\(key) is damaged (\(reason))"
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
