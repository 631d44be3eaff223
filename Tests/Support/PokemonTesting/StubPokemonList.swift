public import Foundation
import FoundationTesting
public import PokemonListFeature
import Synchronization

/// The list as the view model's client sees it: `count` Pokémon named `pokemon-N` (ids from 1), at any offset and
/// limit; chosen offsets fail until healed, are held until released, or come saved at a date. It records each
/// call (`"page at 20"`, `"reconnect"`), in order.
public final class StubPokemonList: Sendable {
    private struct State {
        var failing: Set<Int> = []
        var held: Set<Int> = []
        var savedAt: [Int: Date] = [:]
        public var calls: [String] = []
    }

    public let names: [String]
    private let delay: Duration
    private let state = Mutex(State())

    public init(count: Int, delay: Duration = .zero) {
        self.names = (0..<count).map { "pokemon-\($0 + 1)" }
        self.delay = delay
    }

    public init(names: [String]) {
        self.names = names
        self.delay = .zero
    }

    public var calls: [String] { state.withLock { $0.calls } }

    /// Makes the page at `offset` fail with ``failure`` until ``heal(offset:)``.
    public func fail(offset: Int) { state.withLock { _ = $0.failing.insert(offset) } }
    public func heal(offset: Int) { state.withLock { _ = $0.failing.remove(offset) } }

    /// Leaves the page at `offset` unanswered until ``release(offset:)`` (for a minute at most).
    public func hold(offset: Int) { state.withLock { _ = $0.held.insert(offset) } }
    public func release(offset: Int) { state.withLock { _ = $0.held.remove(offset) } }

    /// Answers the page at `offset` as a saved copy from `date`.
    public func save(offset: Int, at date: Date) { state.withLock { $0.savedAt[offset] = date } }

    /// What a failing page throws.
    public static let failure = PokemonListError.unreachable("test network down")

    public var client: PokemonListClient {
        .stub(
            page: { [self] offset, limit throws(PokemonListError) in
                let (fails, savedAt) = state.withLock { state in
                    state.calls.append("page at \(offset)")
                    return (state.failing.contains(offset), state.savedAt[offset])
                }
                if delay > .zero { try? await Task.sleep(for: delay) }
                await waitUntil(atMost: .seconds(60)) { state.withLock { !$0.held.contains(offset) } }
                if fails { throw Self.failure }
                let start = min(offset, names.count)
                let end = min(names.count, start + limit)
                return PokemonListPage(
                    offset: offset, entries: (start..<end).map { PokemonSummary(id: $0 + 1, name: names[$0]) },
                    total: names.count, hasMore: end < names.count, savedAt: savedAt)
            },
            reconnect: { [self] in state.withLock { $0.calls.append("reconnect") } })
    }
}
