import Foundation

/// A value threads share behind an `NSLock`, which tests use instead of `Synchronization.Mutex`: on
/// Linux a contended `Mutex` hands over through a futex ThreadSanitizer does not see, so it reports
/// false races (Docs/Reliability.md, "Sanitizers"); `NSLock` is a `pthread_mutex_t`, which it follows.
// @unchecked: `value` is only read or written inside `withLock`, under `lock`.
public final class ThreadLock<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value while holding the lock, and returns what it returns.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

extension ThreadLock where Value == Int {
    /// Adds one to the count and returns it: which call this is, from 1, however many threads count at once.
    public func next() -> Int {
        withLock { count in
            count += 1
            return count
        }
    }
}
