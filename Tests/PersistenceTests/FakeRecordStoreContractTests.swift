import Persistence
import PersistenceTesting
import Testing

@Suite struct FakeRecordStoreContractTests {
    @Test(arguments: RecordStoreContract.checks)
    func satisfiesTheRecordStoreContract(_ check: RecordStoreContractCheck) async throws {
        try await check.run { _, now in FakeRecordStore(now: now) }
    }
}
