import Foundation
import Testing

/// A wait that reads as bounded must also stop early.
@Suite("Bounded waits")
struct BoundedWaitTests {
    /// A loop over `0..<500` that discards its element and filters with `where stillLoading` looks
    /// like "at most 500 waits", but `where` only filters: once the condition turns false the loop
    /// still evaluates it for every remaining element. A screen's text rendered 500 times cost one test 0.4 s. A test waits with
    /// `FoundationTesting`'s `waitUntil`; other code with a `while` loop or a `guard … else { break }`.
    @Test func noLoopDiscardsItsElementAndFiltersOnACondition() throws {
        let pattern = try Regex("for _ in [^{\\n]* where ")
        let offenders = try ["Modules", "Tests", "FuzzTesting", "Examples"].flatMap { try PlanFile.all(under: $0) }
            .filter { $0.text.contains(pattern) }.map(\.path)
        #expect(offenders.isEmpty, "use a while loop or guard-break: \(offenders)")
    }
}
