import Synchronization

/// Lets an adapter that finds its store damaged when it opens move the damaged store aside
/// (kept, renamed `<name>.damaged-<time>`) and start a new one, instead of refusing it.
///
/// Only work that is about to rebuild the store should ask for that (a whole backup), by opening
/// the store inside ``withRecovery(_:)``; everything else keeps getting
/// ``PersistenceError/damagedStore(location:reason:)`` and leaves the store untouched. A
/// foreign store is never moved. It is a task-local value because the composition root, not
/// the caller, decides which adapter opens the store.
public final class DamagedStoreRecovery: Sendable {
    /// The recovery in effect for the current task, if any. Adapters read it when they open.
    @TaskLocal public static var current: DamagedStoreRecovery?

    private let moves = Mutex<[MovedStore]>([])

    /// Creates a recovery that has moved nothing yet.
    public init() {}

    /// Every store moved aside so far, oldest first.
    public var movedStores: [MovedStore] { moves.withLock { $0 } }

    /// Records that an adapter moved a store aside.
    public func record(_ move: MovedStore) {
        moves.withLock { $0.append(move) }
    }

    /// Runs `open` with this recovery in effect, so a store it opens that is damaged is moved
    /// aside and started again.
    public func withRecovery<Result>(
        _ open: () throws(PersistenceError) -> Result
    ) throws(PersistenceError) -> Result {
        let result = Self.$current.withValue(self) { Swift.Result { () throws(PersistenceError) in try open() } }
        return try result.get()
    }
}
