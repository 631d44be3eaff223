import GuidomiaFeature
import Synchronization

/// A loader that holds its answer until the test opens the gate, to observe a load in flight.
final class GatedLoader: CarOffersLoading {
    private let gate = AsyncStream<Void>.makeStream()
    private let callCount = Mutex(0)

    var calls: Int { callCount.withLock { $0 } }

    func open() { gate.continuation.yield() }

    func loadOffers() async throws(GuidomiaError) -> [CarOffer] {
        callCount.withLock { $0 += 1 }
        for await _ in gate.stream { break }
        return []
    }
}
