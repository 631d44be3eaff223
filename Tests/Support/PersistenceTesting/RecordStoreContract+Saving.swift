import Foundation
import FoundationTesting
import Persistence
import Testing

extension RecordStoreContract {
    static let savingChecks: [RecordStoreContractCheck] = [
        RecordStoreContractCheck("saved bytes load back unchanged with the clock's time") { store, clock in
            let data = Data([0x00, 0xFF, 0x7B, 0x22, 0x0A, 0x00])
            try await store.saveEncoded([EncodedRecord(key: "raw", data: data)], in: primary)

            let loaded = try #require(try await store.loadEncoded(key: "raw", in: primary))
            #expect(loaded.key == "raw")
            #expect(loaded.value == EncodedRecord(key: "raw", data: data))
            #expect(loaded.savedAt == clock.date)
        },
        RecordStoreContractCheck("an empty value is stored as empty bytes, not as a missing record") { store, _ in
            try await store.saveEncoded([EncodedRecord(key: "empty", data: Data())], in: primary)

            let loaded = try #require(try await store.loadEncoded(key: "empty", in: primary))
            #expect(loaded.value.data.isEmpty)
            #expect(try await store.count(in: primary) == 1)
        },
        RecordStoreContractCheck("a Codable value saves and loads back equal") { store, clock in
            let pikachu = Creature(name: "pikachu \"the\" 'mouse'; DROP TABLE records;--", number: 25)
            try await store.save(pikachu, key: "25", in: primary)

            let loaded = try #require(try await store.load(Creature.self, key: "25", in: primary))
            #expect(loaded == StoredRecord(key: "25", value: pikachu, savedAt: clock.date))
        },
        RecordStoreContractCheck("loading a key never saved returns nil") { store, _ in
            try await store.save(Creature(name: "eevee", number: 133), key: "133", in: primary)

            #expect(try await store.loadEncoded(key: "134", in: primary) == nil)
            #expect(try await store.load(Creature.self, key: "134", in: primary) == nil)
        },
        RecordStoreContractCheck("saving under an existing key replaces the value and its saved time") { store, clock in
            try await store.save(Creature(name: "charmander", number: 4), key: "starter", in: primary)
            let firstSave = clock.date
            clock.advance(bySeconds: 90)

            try await store.save(Creature(name: "squirtle", number: 7), key: "starter", in: primary)

            let loaded = try #require(try await store.load(Creature.self, key: "starter", in: primary))
            #expect(loaded.value == Creature(name: "squirtle", number: 7))
            #expect(loaded.savedAt == firstSave.addingTimeInterval(90))
            #expect(try await store.count(in: primary) == 1)
        },
        RecordStoreContractCheck("a batch saves every record with one saved time") { store, clock in
            let team = [
                (key: "1", value: Creature(name: "bulbasaur", number: 1)),
                (key: "4", value: Creature(name: "charmander", number: 4)),
                (key: "7", value: Creature(name: "squirtle", number: 7)),
            ]
            try await store.saveAll(team, in: primary)

            let loaded = try await store.loadAll(Creature.self, in: primary)
            #expect(loaded.map(\.key) == team.map(\.key))
            #expect(loaded.map(\.value) == team.map(\.value))
            #expect(loaded.allSatisfy { $0.savedAt == clock.date })
        },
        RecordStoreContractCheck("a batch naming one key twice keeps the later value") { store, _ in
            try await store.saveEncoded(
                [
                    EncodedRecord(key: "twice", data: bytes("first")),
                    EncodedRecord(key: "twice", data: bytes("second")),
                ],
                in: primary)

            #expect(try await store.loadEncoded(key: "twice", in: primary)?.value.data == bytes("second"))
            #expect(try await store.count(in: primary) == 1)
        },
        RecordStoreContractCheck("an empty batch changes nothing") { store, clock in
            try await store.saveEncoded([EncodedRecord(key: "kept", data: bytes("old"))], in: primary)
            let saved = clock.date
            clock.advance(bySeconds: 10)

            try await store.saveEncoded([], in: primary)
            try await store.saveEncoded([], in: other)
            try await store.saveAll([(key: String, value: Creature)](), in: primary)

            #expect(try await store.count(in: primary) == 1)
            #expect(try await store.count(in: other) == 0)
            #expect(try await store.loadEncoded(key: "kept", in: primary)?.savedAt == saved)
        },
    ]
}
