import Persistence
import PersistenceMemory
import PersistenceTesting
import Testing

@Suite struct MemoryRecordStoreContractTests {
    @Test(arguments: RecordStoreContract.checks)
    func satisfiesTheRecordStoreContract(_ check: RecordStoreContractCheck) async throws {
        try await check.run { _, now in MemoryRecordStore(now: now) }
    }
}
