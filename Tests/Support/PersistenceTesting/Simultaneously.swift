import Foundation
import Synchronization

/// Runs work on several threads released at the same moment, to make races between them
/// likely: the way several processes opening one new store at once behave.
public enum Simultaneously {
    /// Runs `body(index)` for each index in `0..<count`, each on its own thread, all started
    /// together once every thread is ready, and returns the results in index order.
    ///
    /// The waiting happens on a thread of its own too: the cooperative pool has one thread per
    /// core (two here), and openers that wait seconds for each other's locks would otherwise hold
    /// one of them, and with it every other test's loopback server.
    public static func run<Result: Sendable>(
        _ count: Int, _ body: @escaping @Sendable (_ index: Int) -> Result
    ) async -> [Result] {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: runBlocking(count, body)) }.start()
        }
    }

    private static func runBlocking<Result: Sendable>(
        _ count: Int, _ body: @escaping @Sendable (_ index: Int) -> Result
    ) -> [Result] {
        let results = Mutex<[Int: Result]>([:])
        let ready = DispatchSemaphore(value: 0)
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for index in 0..<count {
            finished.enter()
            Thread {
                ready.signal()
                start.wait()
                let result = body(index)
                results.withLock { $0[index] = result }
                finished.leave()
            }.start()
        }
        for _ in 0..<count { ready.wait() }
        for _ in 0..<count { start.signal() }
        finished.wait()
        return results.withLock { all in (0..<count).compactMap { all[$0] } }
    }
}
