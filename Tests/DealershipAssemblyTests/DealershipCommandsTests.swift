import Analytics
import AnalyticsTesting
import AppComposition
import AppCompositionTesting
import CommandLineKit
import CommandLineKitTesting
import DealershipAssembly
import DealershipCommandLine
import DealershipTerminal
import DealershipWeb
import Foundation
import Testing

@MainActor
@Suite("dealership commands")
struct DealershipCommandsTests {
    static let rvKingdom = "a7fef0da-0e90-4e96-982d-f2340be94b97"

    private func run(
        _ arguments: [String], tracker: RecordingTracker = RecordingTracker()
    ) async
        -> (status: Int32, output: String, error: String)
    {
        let (status, console) = await InProcessMosaic.run(
            arguments + ["--store", "memory"], features: FeatureRegistry([DealershipModule.self]),
            overrides: .init(analytics: tracker))
        return (status, console.output, console.error)
    }

    private func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func listPrintsEveryBundledDealershipAsJSON() async throws {
        let result = await run(["dealership", "list", "--json"])
        #expect(result.status == 0)
        let rows = try #require(try json(result.output) as? [[String: Any]])
        #expect(rows.count >= 5)
        let rv = try #require(rows.first { $0["id"] as? String == Self.rvKingdom })
        #expect(rv["name"] as? String == "RV Kingdom")
        #expect((rv["logoURL"] as? String)?.hasSuffix("rvLogo.png") == true)
    }

    @Test func showPrintsTypesAndVehiclesInDisplayOrder() async throws {
        let tracker = RecordingTracker()
        let result = await run(["dealership", "show", Self.rvKingdom, "--json"], tracker: tracker)
        #expect(result.status == 0)
        let object = try #require(try json(result.output) as? [String: Any])
        #expect(object["name"] as? String == "RV Kingdom")
        #expect(object["emptyState"] is NSNull)
        let types = try #require(object["types"] as? [[String: Any]])
        #expect(types.map { $0["name"] as? String } == ["camperVan", "jetSki", "rv"])
        #expect(types.allSatisfy { $0["selected"] as? Bool == true })
        let vehicles = try #require(object["vehicles"] as? [[String: Any]])
        #expect(vehicles.count == 8)
        let rx456 = try #require(vehicles.first { $0["id"] as? String == "739372f6-5df0-4e37-a44c-470d9fe0b9c9" })
        #expect(rx456["priceCentsPerDay"] as? Int == 14715)
        #expect(rx456["type"] as? String == "rv")
        let names = vehicles.compactMap { $0["name"] as? String }
        #expect(
            names.firstIndex(of: "2021 Winnebaygo Solis Pocket 9")! < names.firstIndex(
                of: "2021 Winnebaygo Solis Pocket 10")!)
        #expect(tracker.events(named: "dealership_viewed").map { $0.parameters["id"] } == [.string(Self.rvKingdom)])
    }

    @Test func typeOptionsSelectTypesByName() async throws {
        let tracker = RecordingTracker()
        let result = await run(
            ["dealership", "show", Self.rvKingdom, "--type", "jetSki", "--type", "camperVan", "--json"],
            tracker: tracker)
        #expect(result.status == 0)
        let object = try #require(try json(result.output) as? [String: Any])
        let vehicles = try #require(object["vehicles"] as? [[String: Any]])
        #expect(Set(vehicles.compactMap { $0["type"] as? String }) == ["jetSki", "camperVan"])
        #expect(vehicles.count == 4)
        #expect(
            tracker.events(named: "vehicle_filter_changed").map { $0.parameters["selected_types"] } == [
                .strings(["camperVan", "jetSki"])
            ])
    }

    @Test func textOutputShowsFilterButtonsAndPrices() async {
        let result = await run(["dealership", "show", Self.rvKingdom, "--type", "rv"])
        #expect(result.status == 0)
        #expect(result.output.contains("Types: [ ] Camper van (2)  [ ] Jet ski (2)  [x] RV (4)"))
        #expect(result.output.contains("$147.15"))
        #expect(!result.output.contains("Sorny"))
    }

    @Test func anUnknownTypeExits64ListingTheValidOnes() async {
        let result = await run(["dealership", "show", Self.rvKingdom, "--type", "boat"])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "error: unknown vehicle type boat; valid types here: camperVan (Camper van), jetSki (Jet ski), rv (RV)\n"
        )
    }

    @Test func anUnknownDealershipExits1WithTheServersReason() async {
        let result = await run(["dealership", "show", "00000000-0000-0000-0000-000000000000"])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("error: cannot show dealership 00000000-0000-0000-0000-000000000000:"))
        #expect(result.error.contains("No dealership found"))
    }

    @Test(arguments: [["dealership", "show"], ["dealership", "show", "a b"], ["dealership", "list", "extra"]])
    func badCommandLinesExit64(arguments: [String]) async {
        let result = await run(arguments)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("error: "))
    }

    @Test func anEmptyDealershipExplainsWhyNothingIsShown() async throws {
        let list = await run(["dealership", "list", "--json"])
        let rows = try #require(try json(list.output) as? [[String: Any]])
        let empty = try #require(rows.first { $0["name"] as? String == "Coastal Getaway RVs" }?["id"] as? String)
        let result = await run(["dealership", "show", empty])
        #expect(result.status == 0)
        #expect(result.output.contains("Coastal Getaway RVs has no vehicles to rent."))
    }

    @Test func flagOffShowsEveryVehicleWithoutTypesAndRefusesTypeOptions() async throws {
        let off = ["--flag", "dealership.filters=off"]
        let result = await run(["dealership", "show", Self.rvKingdom, "--json"] + off)
        #expect(result.status == 0)
        let object = try #require(try json(result.output) as? [String: Any])
        #expect(object["filtersEnabled"] as? Bool == false)
        #expect((object["types"] as? [Any])?.isEmpty == true)
        #expect((object["vehicles"] as? [Any])?.count == 8)

        let refused = await run(["dealership", "show", Self.rvKingdom, "--type", "rv"] + off)
        #expect(refused.status == 64)
        #expect(refused.error.contains("dealership.filters"))
    }
}
