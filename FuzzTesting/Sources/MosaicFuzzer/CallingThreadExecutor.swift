import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs an `async` body to its end on the calling thread, by being the task's executor and
/// running each of its jobs in turn. Waiting on a semaphore for a task on the concurrency pool
/// instead costs two thread switches per input, which on a busy machine held the API targets to
/// tens of runs a second; here they run as fast as the synchronous ones.
final class CallingThreadExecutor: TaskExecutor {
    private struct State {
        var jobs: [UnownedJob] = []
        var finished = false
    }

    private let state = Mutex(State())

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        state.withLock { $0.jobs.append(job) }
    }

    /// Runs `body` and returns once it has returned.
    func run(_ body: @escaping @Sendable () async -> Void) {
        state.withLock { $0.finished = false }
        Task(executorPreference: self) {
            await body()
            self.state.withLock { $0.finished = true }
        }
        while true {
            let next = state.withLock { $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }
            if let next {
                next.runSynchronously(on: asUnownedTaskExecutor())
            } else if state.withLock({ $0.finished }) {
                return
            } else {
                // Only when the body awaits another thread's work, which no entry does today.
                sched_yield()
            }
        }
    }
}
