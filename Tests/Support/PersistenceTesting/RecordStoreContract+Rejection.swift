import FoundationTesting
import Persistence
import Testing

extension RecordStoreContract {
    static let rejectionChecks: [RecordStoreContractCheck] = [
        RecordStoreContractCheck("an empty key is rejected as invalid by every operation") { store, _ in
            await #expect(throws: PersistenceError.invalidKey("")) {
                try await store.save(Creature(name: "missingno", number: 0), key: "", in: primary)
            }
            await #expect(throws: PersistenceError.invalidKey("")) {
                try await store.saveEncoded([EncodedRecord(key: "", data: bytes("x"))], in: primary)
            }
            await #expect(throws: PersistenceError.invalidKey("")) {
                try await store.loadEncoded(key: "", in: primary)
            }
            await #expect(throws: PersistenceError.invalidKey("")) {
                try await store.delete(key: "", in: primary)
            }
            let count = try await store.count(in: primary)
            #expect(count == 0)
        },
        RecordStoreContractCheck("a batch with an invalid key saves none of its records") { store, clock in
            try await store.saveEncoded([EncodedRecord(key: "a", data: bytes("old"))], in: primary)
            let firstSave = clock.date
            clock.advance(bySeconds: 5)

            await #expect(throws: PersistenceError.invalidKey("")) {
                try await store.saveEncoded(
                    [
                        EncodedRecord(key: "a", data: bytes("new")), EncodedRecord(key: "", data: bytes("bad")),
                        EncodedRecord(key: "c", data: bytes("new")),
                    ], in: primary)
            }

            let kept = try #require(try await store.loadEncoded(key: "a", in: primary))
            #expect(kept.value.data == bytes("old"))
            #expect(kept.savedAt == firstSave)
            #expect(try await store.loadEncoded(key: "c", in: primary) == nil)
            #expect(try await store.count(in: primary) == 1)
        },
        RecordStoreContractCheck("a batch with a value that cannot be encoded saves none of its records") { store, _ in
            let error = await #expect(throws: PersistenceError.self) {
                try await store.saveAll([(key: "fine", value: 1.5), (key: "nan", value: Double.nan)], in: primary)
            }
            guard case .encodingFailed(let collection, let key, _) = error else {
                Issue.record("expected encodingFailed, got \(String(describing: error))")
                return
            }
            #expect(collection == primary.name)
            #expect(key == "nan")
            let count = try await store.count(in: primary)
            #expect(count == 0)
        },
        RecordStoreContractCheck("loading a value as the wrong type fails to decode, naming the record") { store, _ in
            try await store.save(Creature(name: "porygon", number: 137), key: "137", in: primary)

            let error = await #expect(throws: PersistenceError.self) {
                try await store.load([String].self, key: "137", in: primary)
            }
            #expect(error.map(isDecodingFailure(key: "137")) == true)
            let listError = await #expect(throws: PersistenceError.self) {
                try await store.loadAll(Int.self, in: primary)
            }
            #expect(listError.map(isDecodingFailure(key: "137")) == true)
        },
    ]

    private static func isDecodingFailure(key expectedKey: String) -> (PersistenceError) -> Bool {
        { error in
            guard case .decodingFailed(let collection, let key, let reason) = error else { return false }
            return collection == primary.name && key == expectedKey && !reason.isEmpty
        }
    }
}
