/// What opening a store does when the store is ours but damaged. The caller chooses, when it
/// opens the store: only work that rebuilds the whole store anyway (a full backup) should move
/// one aside; everything else leaves it for the user to restore or rebuild.
public enum DamagedStorePolicy: Sendable, Hashable {
    /// Leave it untouched and throw ``PersistenceError/damagedStore(location:reason:)``.
    case refuse
    /// Keep it under a new name (a ``MovedStore`` says which) and start a new store in its place.
    /// A foreign store is never moved.
    case moveAside
}
