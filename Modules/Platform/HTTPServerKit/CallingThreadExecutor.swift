import Dispatch
import Synchronization

/// Runs an `async` operation to its end on the calling thread, which blocks meanwhile and so must be
/// its own. The task prefers this executor: its work isolated to no actor (awaits, sleeps, `async
/// let`s, rendering a page) runs here, not on the cooperative pool, so a slow answer holds up only its
/// connection, on any number of cores, and a busy pool cannot delay it. Actor-isolated work hops as usual.
package final class CallingThreadExecutor: TaskExecutor {
    private struct Queue {
        var jobs: [UnownedJob] = []
        /// Once the operation has returned, late jobs (of a task it started and left running) go
        /// to the global executor: this thread has moved on and would never run them.
        var draining = true
    }

    private let queue = Mutex(Queue())
    /// Signalled once per job and once when the operation returns.
    private let wake = DispatchSemaphore(value: 0)

    private init() {}

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let drainedHere = queue.withLock { queue in
            if queue.draining { queue.jobs.append(job) }
            return queue.draining
        }
        if drainedHere {
            wake.signal()
        } else {
            globalConcurrentExecutor.enqueue(job)
        }
    }

    /// Runs `operation` on this thread and returns what it returned. `shouldCancel` is asked
    /// between jobs; once it says yes, the operation's task is cancelled (it still runs to its end).
    package static func run<Value: Sendable>(
        _ operation: @escaping @Sendable () async -> Value, cancelWhen shouldCancel: () -> Bool = { false }
    ) -> Value {
        let executor = CallingThreadExecutor()
        let result = Mutex<Value?>(nil)
        let task = Task(executorPreference: executor) {
            let value = await operation()
            result.withLock { $0 = value }
            executor.wake.signal()
        }
        while true {
            // A bounded wait, so a cancellation is seen even when no job arrives.
            _ = executor.wake.wait(timeout: .now() + .milliseconds(20))
            if let value = result.withLock({ $0 }) {
                executor.queue.withLock { $0.draining = false }
                // Whatever was queued before the switch still belongs to this thread.
                while let job = executor.next() { job.runSynchronously(on: executor.asUnownedTaskExecutor()) }
                return value
            }
            if !task.isCancelled, shouldCancel() { task.cancel() }
            executor.next()?.runSynchronously(on: executor.asUnownedTaskExecutor())
        }
    }

    private func next() -> UnownedJob? {
        queue.withLock { $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }
    }
}
