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

    static func document(_ name: String) throws -> Data {
        try JSONSerialization.data(withJSONObject: try #require(try sampleDocuments()[name]))
    }

    /// A mongoose-paginate page of `docs` (each a document with a fresh id, distinct in the page, and name).
    static func page(_ number: Int, of totalPages: Int, names: [String], totalDocs: Int) throws -> Data {
        let template = try #require(try sampleDocuments()["CRS-20"])
        let docs: [[String: Any]] = names.enumerated().map { index, name in
            var doc = template
            doc["name"] = name
            doc["id"] = String(format: "%024x", index + 1)
            return doc
        }
        let envelope: [String: Any] = [
            "docs": docs, "totalDocs": totalDocs, "limit": names.count, "totalPages": totalPages, "page": number,
            "pagingCounter": 1, "hasPrevPage": number > 1, "hasNextPage": number < totalPages,
            "prevPage": number > 1 ? number - 1 : NSNull(), "nextPage": number < totalPages ? number + 1 : NSNull(),
        ]
        return try JSONSerialization.data(withJSONObject: envelope)
    }
}
