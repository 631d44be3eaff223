public import Foundation
import Synchronization

/// A clock that stands still until a test moves it, so saved times can be asserted exactly.
///
/// It starts and moves in whole seconds: such instants survive any adapter's storage (a
/// `Double` of seconds since 1970) bit for bit, so tests can compare `savedAt` with `==`.
public final class TestClock: Sendable {
    private let current: Mutex<Date>

    /// Creates a clock showing `start`.
    public init(start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        current = Mutex(start)
    }

    /// The time the clock shows.
    public var date: Date { current.withLock { $0 } }

    /// A closure reading the clock, to inject into a store.
    public var now: @Sendable () -> Date { { [self] in date } }

    /// Moves the clock forward.
    public func advance(bySeconds seconds: Int) {
        current.withLock { $0 = $0.addingTimeInterval(TimeInterval(seconds)) }
    }
}
