import Foundation
import Networking
import NetworkingOffline
import ProductsEmulator
import Testing

@Suite struct YOOXEmulatorTests {
    let client = OfflineHTTPClient(serving: YOOXEmulator(), named: "yoox", at: URL(string: "https://api.yoox.biz")!)

    func get(_ pathAndQuery: String, method: HTTPMethod = .get) async throws -> HTTPResponse {
        try await client.send(HTTPRequest(method: method, url: URL(string: "https://api.yoox.biz/\(pathAndQuery)")!))
    }

    func search(_ department: String, page: Int, perPage: Int = 50) async throws -> HTTPResponse {
        try await get(
            "Search.API/1.3/CHLOE_GB/search/results.json?ave=prod&productsPerPage=\(perPage)&gender=D&page=\(page)"
                + "&department=\(department)&format=lite&sortRule=Ranking")
    }

    func results(_ response: HTTPResponse) throws -> (total: Int, codes: [String]) {
        let body = try JSONDecoder().decode(JSONValue.self, from: response.body)
        let total = try #require(body["ResultsLite"]?["TotalResults"]?.intValue)
        guard case .array(let items)? = body["ResultsLite"]?["Items"] else {
            Issue.record("no ResultsLite.Items in \(body)")
            return (total, [])
        }
        return (total, items.compactMap { $0["Code8"]?.stringValue })
    }

    @Test func pagesThroughADepartmentFiftyAtATime() async throws {
        let first = try await search("drsss", page: 1)
        #expect(first.statusCode == 200, "\(String(decoding: first.body, as: UTF8.self).prefix(300))")
        let page1 = try results(first)
        let page2 = try results(try await search("drsss", page: 2))
        let page3 = try results(try await search("drsss", page: 3))
        #expect(page1.total >= 51)
        #expect(page1.codes.count == 50)
        #expect(page2.codes.count == page1.total - 50)
        #expect(page3.codes.isEmpty)
        #expect(Set(page1.codes).isDisjoint(with: page2.codes))
    }

    @Test func theFourDepartmentsHoldAtLeastSixtyProducts() async throws {
        var total = 0
        for department in ["drsss", "skrtsnds", "nwrrvlsbgs", "shssnkrs"] {
            let page = try results(try await search(department, page: 1))
            #expect(page.total > 0)
            total += page.total
        }
        #expect(total >= 60)
    }

    @Test func anUnknownDepartmentHasNoResults() async throws {
        let response = try await search("hats", page: 1)
        #expect(response.statusCode == 200)
        let page = try results(response)
        #expect(page.total == 0)
        #expect(page.codes.isEmpty)
    }

    @Test func servesTheItemDocumentOfEveryListedProduct() async throws {
        let codes = try results(try await search("shssnkrs", page: 1)).codes
        for code in codes {
            let response = try await get("Item.API/1.0/CHLOE_GB/item/\(code).json")
            #expect(response.statusCode == 200)
            let body = try JSONDecoder().decode(JSONValue.self, from: response.body)
            #expect(body["Item"]?["ModelColors"] != nil)
        }
    }

    @Test(arguments: [
        "Item.API/1.0/CHLOE_GB/item/00000000.json", "Item.API/1.0/SMC_IT/item/59011007.json",
        "Search.API/1.3/SMC_IT/search/results.json?department=drsss", "Search.API/1.3/CHLOE_GB/search",
    ])
    func unknownIdsStoresAndPathsAre404(path: String) async throws {
        #expect(try await get(path).statusCode == 404)
    }

    @Test func refusesBadPagingAndOtherMethods() async throws {
        #expect(try await search("drsss", page: 0).statusCode == 400)
        #expect(try await search("drsss", page: 1, perPage: 0).statusCode == 400)
        #expect(try await get("Item.API/1.0/CHLOE_GB/item/59011007.json", method: .post).statusCode == 405)
    }
}
