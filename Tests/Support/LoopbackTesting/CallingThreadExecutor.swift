import Dispatch
import Foundation

/// Runs an async operation to completion on the calling thread, which must be a thread of its
/// own: every job of the operation (its awaits, sleeps, `async let`s, default actors it calls)
/// runs here, never on the cooperative pool. The pool has one thread per core, so a test
/// server that needed it could be starved by the very tests it serves.
final class CallingThreadExecutor: TaskExecutor {
    private let queue = ThreadLock(Queue())
    private let jobsArrived = DispatchSemaphore(value: 0)

    private struct Queue {
        var jobs: [UnownedJob] = []
        /// Once the operation has returned, late jobs (an unstructured task it left behind)
        /// go to the global executor: this thread no longer drains them.
        var draining = true
    }

    private init() {}

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let drainedHere = queue.withLock { queue in
            if queue.draining { queue.jobs.append(job) }
            return queue.draining
        }
        if drainedHere {
            jobsArrived.signal()
        } else {
            globalConcurrentExecutor.enqueue(job)
        }
    }

    /// Runs `operation` on this thread and returns its result. `shouldCancel` is asked between
    /// jobs; once it says yes, the operation's task is cancelled (it still runs to its end).
    static func run<Result: Sendable>(
        _ operation: @escaping @Sendable () async -> Result,
        cancelWhen shouldCancel: () -> Bool = { false }
    ) -> Result {
        let executor = CallingThreadExecutor()
        let result = ThreadLock<Result?>(nil)
        let task = Task(executorPreference: executor) {
            let value = await operation()
            result.withLock { $0 = value }
            executor.jobsArrived.signal()
        }
        var cancelled = false
        while true {
            if let value = result.withLock({ $0 }) {
                executor.queue.withLock { $0.draining = false }
                // Whatever was queued before the switch still belongs to this thread.
                executor.runQueuedJobs()
                return value
            }
            if !cancelled && shouldCancel() {
                cancelled = true
                task.cancel()
            }
            // A bounded wait, so a cancellation request is seen even when no job arrives.
            _ = executor.jobsArrived.wait(timeout: .now() + .milliseconds(20))
            executor.runQueuedJobs()
        }
    }

    private func runQueuedJobs() {
        while let job = queue.withLock({ $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }) {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
