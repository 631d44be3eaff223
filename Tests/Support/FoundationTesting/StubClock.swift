public import Foundation
import Synchronization

/// A clock standing still until a test moves or sets it, for any `@Sendable () -> Date` (record stamps, the
/// launch countdown, Retry-After). Whole seconds survive any adapter's storage (a `Double` since 1970) bit
/// for bit, so tests compare saved times with `==`.
public final class StubClock: Sendable {
    private let current: Mutex<Date>

    /// Creates a clock showing `start`.
    public init(start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        current = Mutex(start)
    }

    /// Creates a clock showing an ISO 8601 instant such as `2022-11-01T13:40:00Z`.
    public convenience init(_ iso8601: String) throws {
        self.init(start: try Date(iso8601, strategy: .iso8601))
    }

    /// The time the clock shows.
    public var date: Date { current.withLock { $0 } }

    /// A closure reading the clock, to inject.
    public var now: @Sendable () -> Date { { [self] in date } }

    /// Moves the clock forward.
    public func advance(bySeconds seconds: Int) {
        current.withLock { $0 = $0.addingTimeInterval(TimeInterval(seconds)) }
    }

    /// Sets the clock to `date`, forward or back.
    public func set(_ date: Date) {
        current.withLock { $0 = date }
    }
}
