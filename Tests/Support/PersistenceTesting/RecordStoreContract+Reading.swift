import Foundation
import Persistence
import Testing

extension RecordStoreContract {
    /// Keys in ascending Unicode-scalar order, chosen where other orders disagree: numeric
    /// ("2" < "10"), case-insensitive ("B" < "a"), canonical equivalence ("e\u{301}" sorts as
    /// "é", after "f") and UTF-16 ("\u{FF01}" comes after "😀" there).
    static let keysInScalarOrder = [
        "..", "../x", "10", "2", "B", "a b", "a/b", "b", "e\u{301}", "f", "z", "é", "\u{FF01}", "😀",
    ]

    /// Keys that are awkward as file names, SQL or URL parts.
    static let unusualKeys = [
        ".", "..", "../../etc/passwd", "/leading", "trailing/", "a\\b", "%2F", "%", " ", "tab\there", "new\nline",
        "Key", "key", "x.json", ".hidden", "it's \"quoted\"", "'; DROP TABLE records; --", "日本語", "🧪",
        String(repeating: "long", count: 30),
    ]

    static let readingChecks: [RecordStoreContractCheck] = [
        RecordStoreContractCheck("loadAll returns records in ascending Unicode-scalar key order") { store, _ in
            for key in keysInScalarOrder.reversed() {
                try await store.save(Creature(name: key, number: key.unicodeScalars.count), key: key, in: primary)
            }

            let encoded = try await store.loadAllEncoded(in: primary)
            #expect(encoded.map(\.key) == keysInScalarOrder)
            #expect(encoded.allSatisfy { $0.key == $0.value.key })
            let decoded = try await store.loadAll(Creature.self, in: primary)
            #expect(decoded.map(\.key) == keysInScalarOrder)
            #expect(decoded.map(\.value.name) == keysInScalarOrder)
        },
        RecordStoreContractCheck("unusual keys each round-trip to their own record") { store, _ in
            try await store.saveAll(unusualKeys.map { (key: $0, value: Creature(name: $0, number: 0)) }, in: primary)

            #expect(try await store.count(in: primary) == unusualKeys.count)
            for key in unusualKeys {
                let loaded = try await store.load(Creature.self, key: key, in: primary)
                #expect(loaded?.key == key)
                #expect(loaded?.value.name == key)
            }
        },
        RecordStoreContractCheck("canonically equivalent keys with different scalars are two records") { store, _ in
            try await store.saveEncoded([EncodedRecord(key: "é", data: bytes("precomposed"))], in: primary)
            try await store.saveEncoded([EncodedRecord(key: "e\u{301}", data: bytes("combining"))], in: primary)

            #expect(try await store.count(in: primary) == 2)
            #expect(try await store.loadEncoded(key: "é", in: primary)?.value.data == bytes("precomposed"))
            #expect(try await store.loadEncoded(key: "e\u{301}", in: primary)?.value.data == bytes("combining"))
        },
        RecordStoreContractCheck("the same key in two collections names two independent records") { store, _ in
            try await store.save(Creature(name: "in primary", number: 1), key: "shared", in: primary)
            try await store.save(Creature(name: "in other", number: 2), key: "shared", in: other)
            try await store.save(Creature(name: "only primary", number: 3), key: "solo", in: primary)

            #expect(try await store.load(Creature.self, key: "shared", in: primary)?.value.name == "in primary")
            #expect(try await store.load(Creature.self, key: "shared", in: other)?.value.name == "in other")
            #expect(try await store.loadAll(Creature.self, in: other).map(\.key) == ["shared"])

            #expect(try await store.delete(key: "shared", in: other))
            #expect(try await store.load(Creature.self, key: "shared", in: primary)?.value.name == "in primary")
            #expect(try await store.count(in: primary) == 2)
            #expect(try await store.count(in: other) == 0)
        },
        RecordStoreContractCheck("delete removes the record and reports whether there was one") { store, _ in
            try await store.save(Creature(name: "ditto", number: 132), key: "132", in: primary)
            try await store.save(Creature(name: "mew", number: 151), key: "151", in: primary)

            #expect(try await store.delete(key: "132", in: primary))
            #expect(try await store.load(Creature.self, key: "132", in: primary) == nil)
            #expect(try await store.delete(key: "132", in: primary) == false)
            #expect(try await store.delete(key: "never", in: primary) == false)
            #expect(try await store.delete(key: "132", in: RecordCollection("contract.unused")) == false)
            #expect(try await store.loadAll(Creature.self, in: primary).map(\.key) == ["151"])
        },
        RecordStoreContractCheck("count follows saves, replacements and deletes per collection") { store, _ in
            #expect(try await store.count(in: primary) == 0)
            #expect(try await store.loadAllEncoded(in: primary).isEmpty)

            try await store.saveEncoded((1...5).map { EncodedRecord(key: "k\($0)", data: bytes("\($0)")) }, in: primary)
            try await store.saveEncoded([EncodedRecord(key: "k1", data: bytes("again"))], in: primary)
            try await store.delete(key: "k2", in: primary)

            #expect(try await store.count(in: primary) == 4)
            #expect(try await store.count(in: other) == 0)
        },
    ]
}
