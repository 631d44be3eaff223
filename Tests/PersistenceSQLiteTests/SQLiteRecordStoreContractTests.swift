import Foundation
import Persistence
import PersistenceSQLite
import PersistenceTesting
import Testing

@Suite struct SQLiteRecordStoreContractTests {
    @Test(arguments: RecordStoreContract.checks)
    func satisfiesTheRecordStoreContract(_ check: RecordStoreContractCheck) async throws {
        try await check.run { scratch, now in
            try SQLiteRecordStore(fileURL: scratch.appending(path: "store.sqlite"), now: now)
        }
    }
}
