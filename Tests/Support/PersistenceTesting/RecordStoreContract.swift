import Foundation
import Persistence
import Testing

/// The shared suite every `RecordStore` adapter must pass (see the contract on `RecordStore`).
///
/// Each adapter's test target runs every check with a maker for its store:
///
/// ```swift
/// @Test(arguments: RecordStoreContract.checks)
/// func satisfiesTheRecordStoreContract(_ check: RecordStoreContractCheck) async throws {
///     try await check.run { _, now in MemoryRecordStore(now: now) }
/// }
/// ```
public enum RecordStoreContract {
    /// Every check of the contract.
    public static let checks: [RecordStoreContractCheck] =
        savingChecks + readingChecks + rejectionChecks
        + concurrencyChecks

    static let primary = RecordCollection("contract.primary")
    static let other = RecordCollection("contract.other")

    /// A small value like the ones features store.
    struct Creature: Codable, Equatable, Sendable {
        var name: String
        var number: Int
    }

    static func bytes(_ text: String) -> Data {
        Data(text.utf8)
    }
}
