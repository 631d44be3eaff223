import Dispatch
import Synchronization

/// Runs a request's handler on the connection's own thread: the handler's task prefers this
/// executor, so everything it does that is isolated to no actor (rendering a page, above all)
/// runs here, on a thread of its own, while the thread waits for the answer. One slow page then
/// holds up only its own connection, however few cores the machine has, and no blocking wait
/// ever sits on the cooperative pool. What is isolated to the main actor (the view models) hops
/// there and back, as anywhere else.
final class ConnectionExecutor: TaskExecutor {
    private struct Queue {
        var jobs: [UnownedJob] = []
        /// Once the handler has returned, late jobs (of a task it started and left running) go
        /// to the global executor: this thread has moved on and would never run them.
        var draining = true
    }

    private let queue = Mutex(Queue())
    /// Signalled once per job and once when the handler returns.
    private let wake = DispatchSemaphore(value: 0)

    private init() {}

    func enqueue(_ job: consuming ExecutorJob) {
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

    /// Runs `operation` to its end on the calling thread, which blocks meanwhile and so must be
    /// a thread of its own, and returns what it returned.
    static func run<Value: Sendable>(_ operation: @escaping @Sendable () async -> Value) -> Value {
        let executor = ConnectionExecutor()
        let result = Mutex<Value?>(nil)
        Task(executorPreference: executor) {
            let value = await operation()
            result.withLock { $0 = value }
            executor.wake.signal()
        }
        while true {
            executor.wake.wait()
            if let value = result.withLock({ $0 }) {
                executor.queue.withLock { $0.draining = false }
                // Whatever was queued before the switch still belongs to this thread.
                while let job = executor.next() { job.runSynchronously(on: executor.asUnownedTaskExecutor()) }
                return value
            }
            executor.next()?.runSynchronously(on: executor.asUnownedTaskExecutor())
        }
    }

    private func next() -> UnownedJob? {
        queue.withLock { $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }
    }
}
