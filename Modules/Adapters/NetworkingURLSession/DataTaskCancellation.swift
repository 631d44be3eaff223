import Dispatch
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#else
import Foundation
#endif

/// Connects a Swift task's cancellation to the URLSession task that serves it, whichever comes first.
final class DataTaskCancellation: Sendable {
    private struct State {
        var task: URLSessionDataTask?
        var isCancelled = false
    }

    private let state = Mutex(State())

    /// Remembers `task`; returns `false` when cancellation already happened, so it must not start.
    func register(_ task: URLSessionDataTask) -> Bool {
        state.withLock { state in
            guard !state.isCancelled else { return false }
            state.task = task
            return true
        }
    }

    /// Cancels the registered task, if any, without blocking the caller: the Swift runtime calls
    /// this while holding a lock that the URLSession completion path may need.
    func cancel() {
        let task = state.withLock { state in
            state.isCancelled = true
            return state.task.take()
        }
        guard let task else { return }
        DispatchQueue.global().async { task.cancel() }
    }
}
