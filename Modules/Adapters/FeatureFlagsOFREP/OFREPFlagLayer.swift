public import FeatureFlags
public import Foundation
import Synchronization

/// The `service` layer of one process, local-cache-first as OFREP's ADR 0009 has it: from an earlier run's
/// kept answer at once, asking the service in the background; without one, asking first (within the service's
/// timeout), as there is nothing to serve meanwhile.
///
/// Values change only when the client is ready, never under it: an answer that comes in waits for
/// ``resume()``. A one-shot command never calls it, so its flags stay as they started and its background
/// answer (``startingAnswer()``) is only saved for the next run. A client that lives on (`serve`, the
/// interactive app) calls ``resume()`` when active again: the latest answer takes effect, and values older
/// than ``inactivity`` are asked for again.
public final class OFREPFlagLayer: FlagValueSource, Sendable {
    /// How old an answer may grow before ``resume()`` asks again: OFREP ADR 0008's inactivity delay (120 s).
    public static let inactivity: TimeInterval = 120

    private struct State {
        var inEffect: OFREPEvaluation
        /// The last answer that came in and has not taken effect yet.
        var waiting: OFREPEvaluation?
        var asking: Task<OFREPEvaluation, Never>?
        var askedAt: Date
        /// The background ask the layer started with, if it started from a kept answer.
        var starting: Task<OFREPEvaluation, Never>?
    }

    private let state: Mutex<State>
    private let ask: @Sendable () async -> OFREPEvaluation
    private let now: @Sendable () -> Date

    /// At once from the kept answer (asking in the background), else once `service` answers or times out.
    public static func start(
        _ service: OFREPFlagService, declaredFlags: [FeatureFlag], targetingKey: String,
        now: @escaping @Sendable () -> Date = Date.init
    ) async -> OFREPFlagLayer {
        let ask: @Sendable () async -> OFREPEvaluation = {
            await service.evaluate(declaredFlags, targetingKey: targetingKey)
        }
        guard let kept = service.kept(declaredFlags, targetingKey: targetingKey) else {
            return OFREPFlagLayer(from: await ask(), ask: ask, now: now)
        }
        let layer = OFREPFlagLayer(from: kept, ask: ask, now: now)
        layer.state.withLock { state in state.starting = layer.startAsking(&state) }
        return layer
    }

    private init(
        from evaluation: OFREPEvaluation, ask: @escaping @Sendable () async -> OFREPEvaluation,
        now: @escaping @Sendable () -> Date
    ) {
        self.ask = ask
        self.now = now
        state = Mutex(State(inEffect: evaluation, askedAt: now()))
    }

    public var origin: FlagOrigin { .service }

    public func value(forKey key: String) -> Bool? {
        state.withLock { $0.inEffect.source.value(forKey: key) }
    }

    /// The values in effect, how current they are, and what was wrong with them.
    public var evaluation: OFREPEvaluation {
        state.withLock { $0.inEffect }
    }

    /// The starting background ask's answer, once come (within the service's timeout); `nil` when the layer
    /// started from an answer it waited for. It takes effect only at ``resume()``.
    public func startingAnswer() async -> OFREPEvaluation? {
        await state.withLock { $0.starting }?.value
    }

    /// For a long-lived client active again: the latest answer takes effect, and with no ask on its way and the
    /// last ``inactivity`` old, it asks again in the background, returning that ask for the caller to report.
    @discardableResult
    public func resume() -> Task<OFREPEvaluation, Never>? {
        state.withLock { state in
            if let waiting = state.waiting.take() { state.inEffect = waiting }
            guard state.asking == nil, now().timeIntervalSince(state.askedAt) >= Self.inactivity else { return nil }
            return startAsking(&state)
        }
    }

    private func startAsking(_ state: inout State) -> Task<OFREPEvaluation, Never> {
        let task = Task {
            let answer = await ask()
            self.state.withLock { state in
                state.waiting = answer
                state.asking = nil
            }
            return answer
        }
        state.asking = task
        state.askedAt = now()
        return task
    }
}
