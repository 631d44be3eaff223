import GuidomiaFeature
import GuidomiaTesting
import Synchronization

/// A car list that counts its loads and holds its answer (no offers) until the test opens the gate.
final class RecordingHeldOffers: Sendable {
    private let gate = AsyncStream<Void>.makeStream()
    private let callCount = Mutex(0)

    var calls: Int { callCount.withLock { $0 } }

    func open() { gate.continuation.yield() }

    var client: GuidomiaClient {
        GuidomiaClient.stub { [self] in
            callCount.withLock { $0 += 1 }
            for await _ in gate.stream { break }
            return []
        }
    }
}
