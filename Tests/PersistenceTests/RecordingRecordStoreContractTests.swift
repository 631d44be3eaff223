import Persistence
import PersistenceTesting
import Testing

@Suite struct RecordingRecordStoreContractTests {
    @Test(arguments: RecordStoreContract.checks)
    func satisfiesTheRecordStoreContract(_ check: RecordStoreContractCheck) async throws {
        try await check.run { _, now in RecordingRecordStore(now: now) }
    }
}
