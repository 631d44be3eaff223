import Foundation
import Testing

@testable import AppComposition

@Suite("The features' clock")
struct AppClockTests {
    @Test func aClockStartedAtAnInstantKeepsTicking() async throws {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let clock = AppClock(startingAt: start)
        let first = clock.now()
        #expect(first.timeIntervalSince(start) >= 0)
        #expect(first.timeIntervalSince(start) < 1)
        try await Task.sleep(for: .milliseconds(50))
        #expect(clock.now() > first)
    }

    @Test func withoutAStartInstantItIsTheRealClock() {
        let before = Date()
        let now = AppClock().now()
        #expect(now >= before)
        #expect(now.timeIntervalSince(before) < 5)
    }
}
