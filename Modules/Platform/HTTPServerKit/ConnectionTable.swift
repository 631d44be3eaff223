import Synchronization

/// Every open connection and what it is doing, so the server keeps its connection limit, lets no
/// client lock out the rest, and stops within a bound.
///
/// Every client is 127.0.0.1, so a limit per address would be everyone's. Instead, a newcomer to a
/// full table takes the place of the connection waiting longest on its client, for a request to
/// arrive whole (idle, or trickling its head) or to read its answer (pipelining, reading slowly or
/// not at all); that one is shut down, waking its thread. One computing its answer never is: its
/// client waits for nothing it could take. A client holding every slot loses the oldest to each
/// newcomer, and each lives at most the request or answer deadline anyway.
final class ConnectionTable: Sendable {
    private struct Entry {
        let socket: ConnectionSocket
        var computing = false
        /// Shut down to make room, or for the server to stop; its thread has not removed it yet.
        var evicted = false
        /// When it began to wait on its client, for a request or to read its answer.
        var since = ContinuousClock.now
    }

    private struct State {
        var entries: [Int: Entry] = [:]
        var nextID = 1
        var stopping = false
    }

    let limit: Int
    private let state = Mutex(State())

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds `socket`, waiting for its first request, and returns its id (from 1, in order), first
    /// evicting the longest waiting on its client when full. `nil` when every answer is being
    /// computed or the server is stopping: the caller refuses the newcomer.
    func admit(_ socket: ConnectionSocket) -> Int? {
        state.withLock { state in
            guard !state.stopping else { return nil }
            let live = state.entries.filter { !$0.value.evicted }
            if live.count >= limit {
                let waiting = live.filter { !$0.value.computing }
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

    /// Marks `id` as waiting for its next request from now; `false` when the server is stopping (it closes).
    func waitForRequest(_ id: Int) -> Bool {
        state.withLock { state in
            guard !state.stopping else { return false }
            state.entries[id]?.computing = false
            state.entries[id]?.since = .now
            return true
        }
    }

    /// Marks `id` as computing its answer, so not evictable; `false` if already evicted: the request is dropped.
    func beginAnswering(_ id: Int) -> Bool {
        state.withLock { state in
            guard let entry = state.entries[id], !entry.evicted else { return false }
            state.entries[id]?.computing = true
            return true
        }
    }

    /// Marks `id` as waiting from now on its client, which has not read enough of the answer: it may be evicted.
    func waitForReader(_ id: Int) {
        state.withLock { state in
            state.entries[id]?.computing = false
            state.entries[id]?.since = .now
        }
    }

    /// Forgets `id`, whose thread is about to let go of its socket.
    func remove(_ id: Int) {
        _ = state.withLock { $0.entries.removeValue(forKey: id) }
    }

    /// Admits no one more and shuts down every connection waiting on its client; those computing may still answer.
    func beginStopping() {
        state.withLock { state in
            state.stopping = true
            for (id, entry) in state.entries where !entry.computing {
                entry.socket.shutDown()
                state.entries[id]?.evicted = true
            }
        }
    }

    /// Shuts down every connection, answering or not: the time to stop has run out.
    func shutDownAll() {
        state.withLock { state in
            for (id, entry) in state.entries {
                entry.socket.shutDown()
                state.entries[id]?.evicted = true
            }
        }
    }

    /// Whether `id` was shut down (or is gone): its answer is no longer awaited.
    func wasShutDown(_ id: Int) -> Bool {
        state.withLock { $0.entries[id]?.evicted ?? true }
    }

    var isStopping: Bool { state.withLock { $0.stopping } }
    var isEmpty: Bool { state.withLock { $0.entries.isEmpty } }
}
