import Analytics
import AnalyticsTesting
import AppComposition
import AppCompositionTesting
import CommandLineKit
import CommandLineKitTesting
import Foundation
import GuidomiaAssembly
import GuidomiaCommandLine
import GuidomiaEmulator
import GuidomiaTerminal
import GuidomiaWeb
import LoopbackTesting
import Testing

@MainActor
@Suite("guidomia commands")
struct GuidomiaCommandsTests {
    private func run(
        _ arguments: [String], tracker: RecordingTracker = RecordingTracker()
    ) async
        -> (status: Int32, output: String, error: String)
    {
        let (status, console) = await InProcessMosaic.run(
            arguments + ["--store", "memory"], features: FeatureRegistry([GuidomiaModule.self]),
            overrides: .init(analytics: tracker))
        return (status, console.output, console.error)
    }

    private struct ListJSON: Decodable {
        struct Item: Decodable {
            var make: String
            var model: String
            var customerPrice: Double
            var marketPrice: Double
            var customerPriceShort: String
            var rating: Int
            var pros: [String]
            var cons: [String]
            var expanded: Bool
        }

        var filtersEnabled: Bool
        var make: String?
        var model: String?
        var makes: [String]
        var models: [String]
        var items: [Item]
    }

    private func decode(_ output: String) throws -> ListJSON {
        try JSONDecoder().decode(ListJSON.self, from: Data(output.utf8))
    }

    @Test func listPrintsEveryBundledOfferWithTheFirstExpanded() async throws {
        let result = await run(["guidomia", "list", "--json"])
        #expect(result.status == 0)
        let list = try decode(result.output)
        #expect(list.items.map(\.model) == ["Range Rover", "Roadster", "3300i", "GLE coupe"])
        #expect(list.items.map(\.expanded) == [true, false, false, false])
        #expect(list.makes == ["Alpine", "BMW", "Land Rover", "Mercedes Benz"])
        #expect(list.models.isEmpty)
        #expect(list.items[0].customerPrice == 120_000)
        #expect(list.items[0].customerPriceShort == "120k")
        #expect(list.items[1].pros == ["This car is so fast", "Jame Bond would love to steal that car"])
        #expect(list.items[3].pros.isEmpty)
        #expect(result.output.contains(#""make" : null"#), "any make is null")
        #expect(result.output.contains(#""model" : null"#))
    }

    @Test func makeAndModelFilterCaseInsensitivelyAndSendEvents() async throws {
        let tracker = RecordingTracker()
        let result = await run(["guidomia", "list", "--make", "bmw", "--model", "3300I", "--json"], tracker: tracker)
        #expect(result.status == 0)
        let list = try decode(result.output)
        #expect(list.make == "BMW")
        #expect(list.model == "3300i")
        #expect(list.models == ["3300i"])
        #expect(list.items.map(\.model) == ["3300i"])
        #expect(
            tracker.events(named: "cars_filter_changed").map { ObservedAnalyticsEvent($0).parameters } == [
                ["make": "BMW", "model": "any"], ["make": "BMW", "model": "3300i"],
            ])
    }

    @Test(arguments: [
        (["--make", "Tesla"], "error: unknown make 'Tesla'; valid makes: Alpine, BMW, Land Rover, Mercedes Benz\n"),
        (["--make", "Alpine", "--model", "3300i"], "error: unknown model '3300i'; valid models: Roadster\n"),
    ])
    func anUnknownMakeOrModelExits64ListingTheValidOnes(filters: [String], error: String) async {
        let result = await run(["guidomia", "list"] + filters)
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.error == error)
    }

    @Test func aModelWithoutAMakeExits64BeforeAnyRequest() async {
        let result = await run(["guidomia", "list", "--model", "3300i", "--base-url", "guidomia=http://127.0.0.1:1"])
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("error: --model needs --make"))
    }

    @Test func theFiltersFlagOffHidesTheFiltersAndRefusesFilterOptions() async throws {
        let text = await run(["guidomia", "list", "--flag", "guidomia.filters=off"])
        #expect(text.status == 0)
        #expect(!text.output.contains("Any make"))
        #expect(text.output.contains("▼ Land Rover Range Rover"))
        let json = try decode(await run(["guidomia", "list", "--json", "--flag", "guidomia.filters=off"]).output)
        #expect(!json.filtersEnabled)
        #expect(json.makes.isEmpty)
        #expect(json.items.count == 4)
        let refused = await run(["guidomia", "list", "--make", "BMW", "--flag", "guidomia.filters=off"])
        #expect(refused.status == 64)
        #expect(refused.error.contains("guidomia.filters"))
        let on = await run(["guidomia", "list", "--flag", "guidomia.filters=on"])
        #expect(on.output.contains("(•) Any make"))
    }

    @Test func theOffersComeFromALoopbackServerThroughBaseURL() async throws {
        try await BundledDataServer.run(GuidomiaEmulator(), basePath: "api") { server, base throws in
            let result = await run(["guidomia", "list", "--json", "--base-url", "guidomia=\(base.absoluteString)"])
            let missing = await run(["guidomia", "list", "--base-url", "guidomia=\(base.absoluteString)/missing"])
            #expect(result.status == 0)
            #expect(try decode(result.output).items.count == 4)
            #expect(server.requests.map(\.pathAndQuery) == ["/api/car_list.json", "/api/missing/car_list.json"])
            #expect(missing.status == 1)
            #expect(missing.error == "error: cannot list the car offers: The server has no car list.\n")
        }
    }

    @Test func theFlagAndTheCommandAreListed() async {
        #expect(await run(["flags"]).output.contains("guidomia.filters"))
        #expect(await run(["--help"]).output.contains("guidomia list"))
    }
}
