import Synchronization

/// One request while libmicrohttpd works on it: made when its URI arrives, freed when the
/// library reports it complete. The library's thread fills the body; the main actor delivers
/// the answer; the mutex hands the state between them.
final class RequestContext: Sendable {
    enum Stage: Sendable {
        /// The headers have not been looked at yet.
        case new
        /// The headers passed; the body, if any, is coming.
        case receiving
        /// A handler is computing the answer; the connection is suspended.
        case dispatched
        /// The answer is ready to queue.
        case answered(WebResponse)
    }

    private struct State {
        var stage = Stage.new
        var body: [UInt8] = []
        var bodyTooLarge = false
    }

    /// The request target as the client sent it, path and query, not yet decoded.
    let target: String
    private let state = Mutex(State())

    init(target: String) {
        self.target = target
    }

    var stage: Stage { state.withLock { $0.stage } }

    func advance(to stage: Stage) {
        state.withLock { $0.stage = stage }
    }

    /// Keeps `bytes` unless the body would exceed `limit`; past it, the body is dropped and remembered as too large.
    func append(_ bytes: UnsafeRawBufferPointer, limit: Int) {
        state.withLock { state in
            guard !state.bodyTooLarge else { return }
            if state.body.count + bytes.count > limit {
                state.bodyTooLarge = true
                state.body = []
            } else {
                state.body.append(contentsOf: bytes)
            }
        }
    }

    var body: (bytes: [UInt8], tooLarge: Bool) { state.withLock { ($0.body, $0.bodyTooLarge) } }
}
