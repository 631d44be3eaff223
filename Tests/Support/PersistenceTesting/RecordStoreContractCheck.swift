public import Foundation
import FoundationTesting
public import Persistence
public import Testing

/// Makes a fresh, empty store for one contract check.
///
/// `scratch` is an empty folder the store may keep its files in; it is deleted after the
/// check. `now` is the clock the store must stamp records with.
public typealias RecordStoreMaker =
    @Sendable (_ scratch: URL, _ now: @escaping @Sendable () -> Date) async throws ->
    any RecordStore

/// One behaviour of the `RecordStore` contract, runnable against any adapter.
public struct RecordStoreContractCheck: Sendable, CustomTestStringConvertible {
    /// What the check proves, as a sentence.
    public let name: String
    private let body: @Sendable (_ store: any RecordStore, _ clock: StubClock) async throws -> Void

    init(_ name: String, body: @escaping @Sendable (_ store: any RecordStore, _ clock: StubClock) async throws -> Void)
    {
        self.name = name
        self.body = body
    }

    /// The check's name, which Swift Testing shows as the argument of a parameterized test.
    public var testDescription: String { name }

    /// Runs the check on a store made by `makeStore` in a fresh folder with a fresh clock.
    public func run(against makeStore: RecordStoreMaker) async throws {
        let scratch = try TemporaryDirectory()
        let clock = StubClock()
        try await body(try await makeStore(scratch.url, clock.now), clock)
    }
}
