import Dispatch
import Foundation

/// Runs work on its own thread while every cooperative pool thread is held, showing it needs none of them.
enum PoolBlocker {
    /// Blocks more tasks than the pool has threads while `body` runs on a new one; others wait, so keep it short.
    static func holdingEveryPoolThread<Value: Sendable>(
        _ body: @escaping @Sendable () throws -> Value
    ) async throws -> Value {
        // The pool has one thread per core; twice that many leaves none free.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let holders = cores * 2
        let release = DispatchSemaphore(value: 0)
        let held = DispatchSemaphore(value: 0)
        for _ in 0..<holders {
            Task.detached {
                held.signal()
                release.wait()
            }
        }
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                // One holder per core is running, so every pool thread is held, before the body starts.
                for _ in 0..<cores { held.wait() }
                let result = Result<Value, any Error> { try body() }
                for _ in 0..<holders { release.signal() }
                continuation.resume(with: result)
            }.start()
        }
    }
}
