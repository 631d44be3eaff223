import Foundation
import Networking
import NetworkingTesting
import Testing

/// The recorded launch documents and helpers that serve them the way the API does.
enum LaunchesFixtures {
    static let base = URL(string: "https://api.spacexdata.com/v5")!

    static func data(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return try Data(contentsOf: url)
    }

    /// The seven real v4 documents of `v4_launches_sample.json`, by name.
    static func sampleDocuments() throws -> [String: [String: Any]] {
        let list = try #require(try JSONSerialization.jsonObject(with: data("v4_launches_sample")) as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: list.compactMap { doc in (doc["name"] as? String).map { ($0, doc) } })
    }

    /// One sample document, changed by `edit`, as JSON.
    static func document(_ name: String, edit: (inout [String: Any]) -> Void = { _ in }) throws -> Data {
        var doc = try #require(try sampleDocuments()[name])
        edit(&doc)
        return try JSONSerialization.data(withJSONObject: doc)
    }

    /// A mongoose-paginate page of `docs` (each a document with a fresh id and name).
    static func page(_ number: Int, of totalPages: Int, names: [String], totalDocs: Int) throws -> Data {
        let template = try #require(try sampleDocuments()["CRS-20"])
        let docs: [[String: Any]] = names.map { name in
            var doc = template
            doc["name"] = name
            doc["id"] = id(for: name)
            return doc
        }
        let envelope: [String: Any] = [
            "docs": docs, "totalDocs": totalDocs, "limit": names.count, "totalPages": totalPages, "page": number,
            "pagingCounter": 1, "hasPrevPage": number > 1, "hasNextPage": number < totalPages,
            "prevPage": number > 1 ? number - 1 : NSNull(), "nextPage": number < totalPages ? number + 1 : NSNull(),
        ]
        return try JSONSerialization.data(withJSONObject: envelope)
    }

    /// A stable 24-hex id made from `name` (FNV-1a), so generated documents have distinct ids.
    static func id(for name: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 24 - hex.count) + hex
    }
}
