import LoopbackTesting

/// Counts the requests a server is answering at once, and the most it ever answered together.
final class InFlightGauge: Sendable {
    // Not a Mutex: ThreadSanitizer misses a contended one's hand-over (Docs/Reliability.md, "Sanitizers").
    private let counts = ThreadLock((now: 0, most: 0))

    var most: Int { counts.withLock { $0.most } }
    var now: Int { counts.withLock { $0.now } }

    func enter() {
        counts.withLock { counts in
            counts.now += 1
            counts.most = max(counts.most, counts.now)
        }
    }

    func leave() {
        counts.withLock { $0.now -= 1 }
    }
}
