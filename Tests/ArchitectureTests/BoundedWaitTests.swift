import Foundation
import Testing

/// A wait that reads as bounded must also stop early.
@Suite("Bounded waits")
struct BoundedWaitTests {
    /// A `for _ in 0..<500` loop filtered by `where stillLoading` reads as "at most 500 waits", but it
    /// tests the condition for every remaining element (a screen rendered 500 times cost a test 0.4 s).
    /// Tests wait with `FoundationTesting`'s `waitUntil`; other code with `while` or `guard … else { break }`.
    @Test func noLoopDiscardsItsElementAndFiltersOnACondition() throws {
        let pattern = try Regex("for _ in [^{\\n]* where ")
        let offenders = try ["Modules", "Tests", "FuzzTesting", "Examples"].flatMap { try PlanFile.all(under: $0) }
            .filter { $0.text.contains(pattern) }.map(\.path)
        #expect(offenders.isEmpty, "use a while loop or guard-break: \(offenders)")
    }
}
