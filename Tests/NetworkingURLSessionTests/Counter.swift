import Synchronization

/// Counts calls across the server's concurrent connection tasks.
final class Counter: Sendable {
    private let value = Mutex(0)

    /// Increments and returns the new count, starting at 1.
    func next() -> Int {
        value.withLock { count in
            count += 1
            return count
        }
    }
}
