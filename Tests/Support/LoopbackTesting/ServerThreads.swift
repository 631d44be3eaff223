import Foundation

/// The threads of one ``LoopbackHTTPServer`` and what they share: the listening socket, the
/// signal that stops them, the requests they have read, and who is waiting for the last to end.
final class ServerThreads: Sendable {
    let wake: WakeSignal
    /// The listening socket, closed only when the server and all its threads are gone.
    private let listener: LoopbackSocket
    private let state = ThreadLock(State())

    private struct State {
        var running = 0
        var requests: [LoopbackRequest] = []
        var waitingForTheEnd: [CheckedContinuation<Void, Never>] = []
    }

    init(listener: LoopbackSocket) throws(LoopbackServerError) {
        wake = try WakeSignal()
        self.listener = listener
    }

    deinit {
        listener.close()
    }

    /// Runs `body` on a new thread, counted until it returns.
    func spawn(named name: String, _ body: @escaping @Sendable () -> Void) {
        state.withLock { $0.running += 1 }
        let thread = Thread { [self] in
            body()
            ended()
        }
        thread.name = name
        thread.start()
    }

    func record(_ request: LoopbackRequest) {
        state.withLock { $0.requests.append(request) }
    }

    var requests: [LoopbackRequest] {
        state.withLock { $0.requests }
    }

    /// Returns once every thread spawned so far has ended, suspending (not blocking) the caller.
    func allEnded() async {
        await withCheckedContinuation { continuation in
            let endedAlready = state.withLock { state in
                if state.running == 0 { return true }
                state.waitingForTheEnd.append(continuation)
                return false
            }
            if endedAlready { continuation.resume() }
        }
    }

    private func ended() {
        let waiting = state.withLock { state in
            state.running -= 1
            guard state.running == 0 else { return [CheckedContinuation<Void, Never>]() }
            defer { state.waitingForTheEnd = [] }
            return state.waitingForTheEnd
        }
        for continuation in waiting { continuation.resume() }
    }
}
