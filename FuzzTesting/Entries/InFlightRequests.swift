import Networking
import Synchronization

/// How many requests the hostile servers are answering, so that an input ends only once every
/// request it started has: work left running would carry into the next input, and what it holds
/// then (a `Data` whose storage LeakSanitizer cannot see referenced) is reported as a leak.
final class InFlightRequests: Sendable {
    private let count = Mutex(0)

    var isEmpty: Bool { count.withLock { $0 == 0 } }

    /// Runs `body` counted as one request in flight.
    func counting<Result>(_ body: () async throws(NetworkingError) -> Result) async throws(NetworkingError) -> Result {
        count.withLock { $0 += 1 }
        defer { count.withLock { $0 -= 1 } }
        return try await body()
    }
}
