import Foundation
import Networking
import NetworkingOffline
import NetworkingOfflineTesting
import Testing

@Suite("Bundled YOOX data")
struct BundledDataTests {
    private let check = BundledPackCheck(slice: "Products")

    /// Each department's search items in ranking order, departments sorted by code.
    @Test func theSearchPackIsWhatTheRecordedSearchResultsMake() throws {
        let search = try JSONDecoder().decode(
            [String: JSONValue].self, from: check.recorded("search_CHLOE_GB.json"))
        let documents = search.keys.sorted().flatMap { department in
            guard case .array(let items)? = search[department]?["ResultsLite"]?["Items"] else {
                Issue.record("the recorded search of \(department) has no ResultsLite.Items")
                return [BundledDocumentPack.Document]()
            }
            return items.map { BundledDocumentPack.Document(fields: [department], body: JSONBody.encode($0)) }
        }
        #expect(Set(documents.map(\.fields)).count == 4)
        #expect(try check.outdatedFiles(of: "search_CHLOE_GB", holding: documents) == [], "run .ci/bundle-data")
    }

    /// Each product's Item API document, by `Code8`.
    @Test func theItemsPackIsWhatTheRecordedItemDocumentsMake() throws {
        let items = try JSONDecoder().decode([String: JSONValue].self, from: check.recorded("items_CHLOE_GB.json"))
        let documents = items.sorted { $0.key < $1.key }.map { code8, item in
            BundledDocumentPack.Document(fields: [code8], body: JSONBody.encode(item))
        }
        #expect(documents.count == 106)
        #expect(try check.outdatedFiles(of: "items_CHLOE_GB", holding: documents) == [], "run .ci/bundle-data")
    }
}
