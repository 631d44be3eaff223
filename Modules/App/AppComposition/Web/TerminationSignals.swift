import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM as something to await, so `serve` can stop its server before exiting.
/// The signals are ignored from creation on (their default would end the process at once) and
/// restored when this goes away.
@MainActor
final class TerminationSignals {
    private nonisolated static let numbers = [SIGINT, SIGTERM]
    private var sources: [any DispatchSourceSignal] = []

    init() {
        for number in Self.numbers { signal(number, SIG_IGN) }
    }

    isolated deinit {
        sources.forEach { $0.cancel() }
        for number in Self.numbers { signal(number, SIG_DFL) }
    }

    /// The first of SIGINT and SIGTERM that arrives.
    func next() async -> Int32 {
        await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
            sources = Self.listen { number in continuation.resume(returning: number) }
        }
    }

    /// Sources calling `handler` once, with the first signal; they run on a dispatch queue,
    /// not the main actor, hence `nonisolated`.
    private nonisolated static func listen(
        _ handler: @escaping @Sendable (Int32) -> Void
    ) -> [any DispatchSourceSignal] {
        let once = Once()
        return numbers.map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { @Sendable in
                if once.claim() { handler(number) }
            }
            source.resume()
            return source
        }
    }

    /// Lets exactly one signal resume the continuation.
    private final class Once: Sendable {
        private let claimed = Mutex(false)

        func claim() -> Bool {
            claimed.withLock { claimed in
                defer { claimed = true }
                return !claimed
            }
        }
    }
}
