import Foundation
import Persistence
import Testing

@Suite struct StoredRecordTests {
    private let savedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func mapTransformsTheValueAndKeepsKeyAndSavedTime() {
        let record = StoredRecord(key: "25", value: "pikachu", savedAt: savedAt)

        let mapped = record.map(\.count)

        #expect(mapped == StoredRecord(key: "25", value: 7, savedAt: savedAt))
    }

    @Test func mapPassesOnTheTransformsError() {
        struct Rejected: Error {}
        let record = StoredRecord(key: "1", value: 1, savedAt: savedAt)

        #expect(throws: Rejected.self) {
            try record.map { _ -> Int in throw Rejected() }
        }
    }
}
