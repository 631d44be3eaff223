import Foundation
import NetworkingOffline
import NetworkingOfflineTesting
import Testing

@Suite("Bundled Pokédex data")
struct BundledDataTests {
    /// Each recorded detail, encoded as the emulator has always served it: keys sorted, slashes unescaped.
    @Test func theDetailsPackIsWhatTheRecordedDetailsMake() throws {
        let check = BundledPackCheck(slice: "Pokemon")
        let recorded = try check.recorded("pokemon_details_slim_all.json")
        let details = try #require(try JSONSerialization.jsonObject(with: recorded) as? [[String: Any]])
        let documents = try details.map { detail in
            let id = try #require(detail["id"] as? Int)
            let name = try #require(detail["name"] as? String)
            let body = try JSONSerialization.data(
                withJSONObject: detail, options: [.sortedKeys, .withoutEscapingSlashes])
            return BundledDocumentPack.Document(fields: [String(id), name], body: body)
        }
        #expect(documents.count == 1351)
        #expect(try check.outdatedFiles(of: "pokemon_details", holding: documents) == [], "run .ci/bundle-data")
    }

    /// Each entry of the recorded list, with its name and URL as the index's fields: the list is
    /// answered from those alone.
    @Test func theListPackIsWhatTheRecordedListMakes() throws {
        let check = BundledPackCheck(slice: "Pokemon")
        let recorded = try check.recorded("pokemon_index_all.json")
        let list = try #require(try JSONSerialization.jsonObject(with: recorded) as? [String: Any])
        let results = try #require(list["results"] as? [[String: Any]])
        let documents = try results.map { entry in
            let name = try #require(entry["name"] as? String)
            let url = try #require(entry["url"] as? String)
            let body = try JSONSerialization.data(
                withJSONObject: entry, options: [.sortedKeys, .withoutEscapingSlashes])
            return BundledDocumentPack.Document(fields: [name, url], body: body)
        }
        #expect(documents.count == list["count"] as? Int)
        #expect(try check.outdatedFiles(of: "pokemon_index", holding: documents) == [], "run .ci/bundle-data")
    }
}
