import Foundation
import Synchronization

/// Runs a main-actor body to its end from libFuzzer's callback, which is called on the main
/// thread outside any task. The body's jobs wait in the main queue, which only the main thread's
/// run loop serves, so the callback runs that loop until the body has returned.
enum MainActorRunner {
    private final class Finished: Sendable {
        let value = Mutex(false)
    }

    static func run(_ body: @escaping @MainActor @Sendable () async -> Void) {
        let finished = Finished()
        Task { @MainActor in
            await body()
            finished.value.withLock { $0 = true }
        }
        while !finished.value.withLock({ $0 }) {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
    }
}
