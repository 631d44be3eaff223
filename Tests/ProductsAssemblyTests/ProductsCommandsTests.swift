import Analytics
import AnalyticsTesting
import AppComposition
import AppCompositionTesting
import CommandLineKit
import CommandLineKitTesting
import Foundation
import Networking
import NetworkingTesting
import ProductsAssembly
import ProductsCommandLine
import ProductsTerminal
import ProductsWeb
import Testing

@MainActor
@Suite struct ProductsCommandsTests {
    func run(
        _ arguments: [String], overrides: AppGraph.Overrides = AppGraph.Overrides()
    ) async -> (
        status: Int32, output: String, error: String
    ) {
        let (status, console) = await InProcessMosaic.run(
            arguments + ["--store", "memory", "--analytics", "none"], features: FeatureRegistry([ProductsModule.self]),
            overrides: overrides)
        return (status, console.output, console.error)
    }

    func json(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    func array(_ value: JSONValue?) -> [JSONValue]? {
        if case .array(let elements)? = value { elements } else { nil }
    }

    @Test func categoriesListsTheFourDepartmentsAsJSON() async throws {
        let result = await run(["products", "categories", "--json"])
        #expect(result.status == 0)
        let departments = try #require(array(try json(result.output)))
        #expect(departments.compactMap { $0["id"]?.stringValue } == ["drsss", "skrtsnds", "nwrrvlsbgs", "shssnkrs"])
        #expect(departments.allSatisfy { $0["title"]?.stringValue != nil })
        #expect(departments.allSatisfy { $0["imageURL"]?.stringValue?.hasPrefix("https://cdn.yoox.biz/") == true })
    }

    @Test func listShowsTheFirstFiftyAndAllLoadsEveryPage() async throws {
        let first = try json(await run(["products", "list", "drsss", "--json"]).output)
        #expect(first["paging"]?["total"]?.intValue == 62)
        #expect(first["paging"]?["hasNextPage"]?.boolValue == true)
        #expect(first["paging"]?["lastPage"]?.intValue == 2)
        #expect(first["paging"]?["nextPageCommand"]?.stringValue == "mosaic products list drsss --page 2")
        let items = try #require(array(first["items"]))
        #expect(items.count == 50)
        let item = try #require(items.first)
        #expect(item["code8"]?.stringValue?.count == 8)
        #expect(item["price"]?["currency"]?.stringValue == "GBP")
        #expect(item["thumbnailURL"]?.stringValue?.hasSuffix("_8_F.jpg") == true)
        let all = try json(await run(["products", "list", "drsss", "--all", "--json"]).output)
        let everything = try #require(array(all["items"]))
        #expect(everything.count == 62)
        #expect(all["paging"]?["hasNextPage"]?.boolValue == false)
        let second = try json(await run(["products", "list", "drsss", "--page", "2", "--json"]).output)
        #expect(array(second["items"])?.count == 12)
    }

    @Test(arguments: [["products", "list", "--page", "2", "drsss"], ["products", "list", "drsss", "--page=2"]])
    func optionsAndTheDepartmentComeInAnyOrder(_ arguments: [String]) async {
        let (status, output, error) = await run(arguments)
        #expect(status == 0, "\(error)")
        #expect(output.hasSuffix("Open one with: mosaic products show <code8>\nLast page (2).\n"))
    }

    @Test func aPagedListEndsWithTheCommandForTheNextPage() async {
        let (status, output, _) = await run(["products", "list", "drsss"])
        #expect(status == 0)
        #expect(output.hasSuffix("\nNext page: mosaic products list drsss --page 2\n"))
        #expect(!output.contains("scroll") && !output.contains("< back"))
    }

    @Test func aPagePastTheLastExits1NamingTheLastPage() async {
        let (status, output, error) = await run(["products", "list", "drsss", "--page", "999999"])
        #expect(status == 1)
        #expect(output.isEmpty)
        #expect(
            error
                == "error: page 999999 is past the last page of Dresses (page 2); see `mosaic products list drsss --page 2`\n"
        )
    }

    @Test func showGivesTheListDataAndTheItemExtras() async throws {
        let result = await run(["products", "show", "59041665", "--json"])
        #expect(result.status == 0, "\(result.error)")
        let detail = try json(result.output)
        #expect(detail["code8"]?.stringValue == "59041665")
        #expect(detail["macroCategory"]?.stringValue == "Sneakers")
        #expect(detail["imageURL"]?.stringValue == "https://cdn.yoox.biz/59/59041665TY_24_F.jpg")
        #expect(detail["itemDetails"]?.stringValue == "loaded")
        #expect(array(detail["colors"])?.isEmpty == false)
        #expect(array(detail["sizes"])?.isEmpty == false)
        #expect(detail["price"]?["full"]?.stringValue != nil)
    }

    @Test func showSaysTheRestIsUnavailableWhenTheItemAPIFails() async throws {
        let search = RecordingHTTPClient { request in
            request.url.path.hasPrefix("/Item.API") ? HTTPResponse(statusCode: 503) : .json(sneakerSearchBody)
        }
        let result = await run(
            ["products", "show", "59041665"], overrides: AppGraph.Overrides(httpClients: ["yoox": search]))
        #expect(result.status == 0)
        #expect(result.output.contains("Nama Trainers"))
        #expect(result.output.contains("£417.00 (was £595.00)"))
        #expect(result.output.contains("More details are unavailable"))
    }

    @Test func tracksListAndProductViews() async {
        let tracker = RecordingTracker()
        _ = await run(["products", "list", "nwrrvlsbgs"], overrides: AppGraph.Overrides(analytics: tracker))
        _ = await run(["products", "show", "59031539"], overrides: AppGraph.Overrides(analytics: tracker))
        #expect(
            tracker.events(named: "product_list_viewed").map(\.parameters) == [["department": .string("nwrrvlsbgs")]])
        #expect(tracker.events(named: "product_viewed").map(\.parameters) == [["code8": .string("59031539")]])
    }

    @Test(arguments: [
        ["products", "list", "hats"], ["products", "list"], ["products", "list", "drsss", "--page", "0"],
        ["products", "show", "5904166"], ["products", "show", "5904166!"], ["products", "show"],
    ])
    func badInputIsAUsageErrorBeforeAnyRequest(arguments: [String]) async {
        let client = RecordingHTTPClient { _ in .json("{}") }
        let result = await run(arguments, overrides: AppGraph.Overrides(httpClients: ["yoox": client]))
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("error: "))
        #expect(result.error.split(separator: "\n").count == 1)
        #expect(client.requests.isEmpty)
    }

    @Test func anUnknownProductIsAFailure() async {
        let result = await run(["products", "show", "00000000"])
        #expect(result.status == 1)
        #expect(result.error == "error: no product 00000000 in the Chloé shop\n")
    }

    @Test func anUnreachableShopIsAFailure() async {
        let offline = RecordingHTTPClient { request throws(NetworkingError) in
            throw .noConnection(url: request.url, reason: "refused")
        }
        let result = await run(
            ["products", "list", "drsss"], overrides: AppGraph.Overrides(httpClients: ["yoox": offline]))
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("error: cannot list Dresses: the YOOX shop cannot be reached"))
    }

    @Test func itemDetailsOffMakesShowSkipTheItemAPI() async throws {
        let recorder = RecordingHTTPClient { request in
            request.url.path.hasPrefix("/Item.API") ? .json(#"{"Item":{"MadeIn":"Italy"}}"#) : .json(sneakerSearchBody)
        }
        let result = await run(
            ["products", "show", "59041665", "--json", "--flag", "products.itemDetails=off"],
            overrides: AppGraph.Overrides(httpClients: ["yoox": recorder]))
        #expect(result.status == 0, "\(result.error)")
        #expect(!recorder.requests.isEmpty)
        #expect(recorder.requests.allSatisfy { $0.url.path.hasPrefix("/Search.API/") })
        let detail = try json(result.output)
        #expect(detail["itemDetails"]?.stringValue == "turnedOff")
        #expect(detail["colors"] == .array([]))
    }

    @Test func listPrintsARowPerProductWithSalePricesUnlessShowDiscountsIsOff() async {
        let result = await run(["products", "list", "shssnkrs"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Sneakers (12 products)"))
        #expect(result.output.contains("59041665"))
        #expect(result.output.contains("(was "))
        let off = await run(["products", "list", "shssnkrs", "--flag", "products.showDiscounts=off"])
        #expect(!off.output.contains("(was "))
    }
}

/// One sneaker on sale, in the Search API's `format=lite` shape.
let sneakerSearchBody = """
    {"Header":{"StatusCode":200,"Description":"200 OK"},"ResultsLite":{"TotalResults":1,"Items":[\
    {"Code8":"59041665","BrandName":"CHLOÉ","DefaultCode10":"59041665TY","MicroCategory":"Low-tops",\
    "MacroCategory":"Sneakers","FullPrice":595,"DiscountedPrice":417,"ModelNames":"Nama Trainers",\
    "Sizes":[{"Text":"37","ClassFamily":"IT"}],"Colors":[{"Id":25254}]}]}}
    """
