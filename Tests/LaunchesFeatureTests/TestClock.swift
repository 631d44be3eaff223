import Foundation
import Synchronization

/// A clock the test moves by hand.
final class TestClock: Sendable {
    private let current: Mutex<Date>

    init(_ start: Date) {
        current = Mutex(start)
    }

    init(_ iso8601: String) throws {
        current = Mutex(try Date(iso8601, strategy: .iso8601))
    }

    var now: @Sendable () -> Date {
        { self.current.withLock { $0 } }
    }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    func set(_ iso8601: String) throws {
        let date = try Date(iso8601, strategy: .iso8601)
        current.withLock { $0 = date }
    }
}
