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

    /// Never blocks: the Swift runtime calls this holding a lock URLSession's completion path may need.
    func cancel() {
        let task = state.withLock { state in
            state.isCancelled = true
            return state.task.take()
        }
        guard let task else { return }
        Self.cancelling(task)
    }

    /// On a serial queue of the adapter's own, not the global one: that is as wide as the cores, and when
    /// blocked threads fill it (a busy test run) a cancel waits, with the caller a timeout already gave up on.
    static func cancelling(_ task: URLSessionTask) {
        queue.async { task.cancel() }
    }

    private static let queue = DispatchQueue(label: "NetworkingURLSession.cancel")
}
