import Foundation
import Networking
import NetworkingTesting
import Testing

@testable import ProductsFeature

@Suite struct ProductsServiceTests {
    @Test func searchURLCarriesTheBriefsQueryExactly() {
        let service = ProductsService(
            client: RecordingHTTPClient { _ in .json("{}") }, baseURL: ProductsFixtures.baseURL)
        #expect(
            service.searchURL(department: .bags, page: 3).absoluteString
                == "https://api.yoox.biz/Search.API/1.3/CHLOE_GB/search/results.json?ave=prod&productsPerPage=50"
                + "&gender=D&page=3&department=nwrrvlsbgs&format=lite&sortRule=Ranking")
        #expect(
            service.itemURL(code: ProductCode("59011007")!).absoluteString
                == "https://api.yoox.biz/Item.API/1.0/CHLOE_GB/item/59011007.json")
    }

    @Test func decodesTheRealSMCITSearchResponse() async throws {
        let body = try ProductsFixtures.data("search_results_lite_SMC_IT_lingerie.json")
        let service = ProductsService(
            client: RecordingHTTPClient { _ in .json(body) }, baseURL: ProductsFixtures.baseURL)
        let page = try await service.page(1, of: .dresses)
        #expect(page.total == 13)
        #expect(page.products.count == 13)
        let first = try #require(page.products.first)
        #expect(first.code.rawValue == "48234439")
        #expect(first.defaultCode10 == "48234439OF")
        #expect(first.modelName == "Perizoma Ivy Chatting")
        #expect(first.macroCategory == "Lingerie")
        #expect(first.microCategory == "Slip")
        #expect(
            first.price == ProductPrice(full: ProductsMoney(minorUnits: 4500, currencyCode: "GBP"), discounted: nil))
        #expect(first.sizes == ["L"])
    }

    @Test func readsTheItemAPIExtras() async throws {
        let service = ProductsService(
            client: RecordingHTTPClient { _ in .json(ProductsFixtures.itemBody) }, baseURL: ProductsFixtures.baseURL)
        let extras = try await ProductsClient.live(service).extras(ProductCode("59000001")!)
        #expect(
            extras
                == ProductExtras(
                    colors: ["Black", "Ivory"], sizes: ["34", "36"], description: ["Silk midi dress."],
                    madeIn: "Italy", fabric: "100% Silk", details: "Concealed zip"))
    }

    @Test func mapsNetworkFailuresToShopperErrors() async {
        let missing = ProductsService(
            client: RecordingHTTPClient { _ in HTTPResponse(statusCode: 404) }, baseURL: ProductsFixtures.baseURL)
        await #expect(throws: ProductsError.notFound("product 59000001 was not found")) {
            try await missing.extras(for: ProductCode("59000001")!)
        }
        let garbled = ProductsService(
            client: RecordingHTTPClient { _ in .json("[1]") }, baseURL: ProductsFixtures.baseURL)
        await #expect {
            try await garbled.page(1, of: .bags)
        } throws: { error in
            guard case .unexpectedResponse = error as? ProductsError else { return false }
            return true
        }
    }

    @Test func aServerErrorSaysTheShopFailedRatherThanSendingTheShopperToTheirNetwork() async throws {
        let client = RecordingHTTPClient { _ in HTTPResponse(statusCode: 503) }
        let service = ProductsService(client: client, baseURL: ProductsFixtures.baseURL)
        let error = await #expect(throws: ProductsError.self) { try await ProductsClient.live(service).page(2, .bags) }
        #expect(client.requests.map(\.url) == [service.searchURL(department: .bags, page: 2)])
        let message = try #require(error).description
        #expect(message.contains("the YOOX shop failed") && message.contains("HTTP 503"))
    }

    @Test func locatesAProductOnALaterPageOfTheFirstDepartment() async throws {
        let client = RecordingHTTPClient(handler: ProductsFixtures.department(total: 62))
        let service = ProductsService(client: client, baseURL: ProductsFixtures.baseURL)
        let found = try await service.locate(ProductCode(ProductsFixtures.code8(55))!)
        #expect(found?.0 == .dresses)
        #expect(found?.1.modelName == "Dress 55")
        #expect(client.requests.count == 2)
    }

    @Test(arguments: [
        ("59011007", true), ("AB12cd34", true), ("5901100", false), ("590110071", false), ("5901100-", false),
        ("５９０１１００７", false),
    ])
    func codesAreEightASCIILettersOrDigits(text: String, isCode: Bool) {
        #expect((ProductCode(text) != nil) == isCode)
    }
}
