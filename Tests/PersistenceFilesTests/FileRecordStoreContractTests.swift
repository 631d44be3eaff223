import Foundation
import Persistence
import PersistenceFiles
import PersistenceTesting
import Testing

@Suite struct FileRecordStoreContractTests {
    @Test(arguments: RecordStoreContract.checks)
    func satisfiesTheRecordStoreContract(_ check: RecordStoreContractCheck) async throws {
        try await check.run { scratch, now in
            try FileRecordStore(directory: scratch.appending(path: "store"), now: now)
        }
    }
}
