package import Foundation

/// The real clock, or one started at `--now` that keeps ticking, so a countdown still counts down.
package struct AppClock: Sendable {
    private let startInstant: Date?
    private let startedAt: ContinuousClock.Instant

    package init(startingAt startInstant: Date? = nil) {
        self.startInstant = startInstant
        self.startedAt = ContinuousClock.now
    }

    package func now() -> Date {
        guard let startInstant else { return Date() }
        let elapsed = ContinuousClock.now - startedAt
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return startInstant.addingTimeInterval(seconds)
    }
}
