public import Foundation
import Synchronization

/// Runs work that might block forever (opening what could be a named pipe) on a thread of its
/// own, so that neither a hang nor a slow machine holds one of the cooperative pool's threads.
public enum OffThePool {
    /// Returns `body`'s result, or `nil` when it has not returned within `limit` seconds; it is
    /// then left blocked on its thread. The limit only tells a hang from an answer: it is many
    /// times what the slowest machine needs, never a speed requirement.
    public static func run<Result: Sendable>(
        limit: TimeInterval = 120, _ body: @escaping @Sendable () -> Result
    ) async -> Result? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Result?, Never>) in
            let resumed = Mutex(false)
            let finish: @Sendable (Result?) -> Void = { result in
                let first = resumed.withLock { done in
                    defer { done = true }
                    return !done
                }
                if first { continuation.resume(returning: result) }
            }
            Thread { finish(body()) }.start()
            DispatchQueue.global().asyncAfter(deadline: .now() + limit) { finish(nil) }
        }
    }
}
