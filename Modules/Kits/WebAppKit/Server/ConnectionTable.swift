import Synchronization

/// Every open connection and what it is doing, so that the server keeps to its connection limit
/// without letting one client lock everyone else out, and can stop gracefully.
///
/// Every client is 127.0.0.1, so a limit per address would be everyone's limit. Instead, when
/// the table is full, a new connection takes the place of the one that has waited longest for a
/// request to arrive whole: an idle kept-alive connection, or one trickling its head in. That one
/// is shut down, which wakes its thread; a connection whose answer is being computed or written
/// never is. A client holding every slot loses the oldest to each newcomer, and each of its
/// connections lives at most the request deadline anyway.
final class ConnectionTable: Sendable {
    private struct Entry {
        let socket: ConnectionSocket
        var answering = false
        /// Shut down to make room; its thread has not removed it yet.
        var evicted = false
        /// When it began to wait for its current request.
        var since = ContinuousClock.now
    }

    private struct State {
        var entries: [Int: Entry] = [:]
        var nextID = 0
        var stopping = false
    }

    let limit: Int
    private let state = Mutex(State())

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds `socket`, waiting for its first request, and returns its id; when the table is full,
    /// first evicts the connection that has waited longest. `nil` when every connection is
    /// answering, or the server is stopping: the caller refuses the newcomer.
    func admit(_ socket: ConnectionSocket) -> Int? {
        state.withLock { state in
            guard !state.stopping else { return nil }
            let live = state.entries.filter { !$0.value.evicted }
            if live.count >= limit {
                let waiting = live.filter { !$0.value.answering }
                guard let oldest = waiting.min(by: { $0.value.since < $1.value.since }) else { return nil }
                oldest.value.socket.shutDown()
                state.entries[oldest.key]?.evicted = true
            }
            let id = state.nextID
            state.nextID += 1
            state.entries[id] = Entry(socket: socket)
            return id
        }
    }

    /// Marks `id` as waiting for its next request, from now; `false` when the server is
    /// stopping, and the connection closes instead.
    func waitForRequest(_ id: Int) -> Bool {
        state.withLock { state in
            guard !state.stopping else { return false }
            state.entries[id]?.answering = false
            state.entries[id]?.since = .now
            return true
        }
    }

    /// Marks `id` as answering, so it is no longer evicted; `false` when it already was, or the
    /// server is stopping and it was shut down: its request is then dropped unanswered.
    func beginAnswering(_ id: Int) -> Bool {
        state.withLock { state in
            guard let entry = state.entries[id], !entry.evicted else { return false }
            state.entries[id]?.answering = true
            return true
        }
    }

    /// Forgets `id`, whose thread is about to close its socket.
    func remove(_ id: Int) {
        _ = state.withLock { $0.entries.removeValue(forKey: id) }
    }

    /// Admits no one from now on and shuts down every connection waiting for a request; the
    /// ones answering finish their answer and then close.
    func beginStopping() {
        state.withLock { state in
            state.stopping = true
            for (id, entry) in state.entries where !entry.answering {
                entry.socket.shutDown()
                state.entries[id]?.evicted = true
            }
        }
    }

    var isStopping: Bool { state.withLock { $0.stopping } }
    var isEmpty: Bool { state.withLock { $0.entries.isEmpty } }
}
