import DealershipTesting
import FeatureFlags
import FeatureFlagsTesting
import Foundation
import Synchronization
import Testing

@testable import DealershipFeature

@MainActor
@Suite("Dealership detail view model")
struct DealershipDetailViewModelTests {
    /// Three types, names out of order and mixed case, one tie on name.
    static let vehicles: [(String, String, String, String, Int)] = [
        ("v5", "Sled 10", "snowmobile", "Snowmobile", 20000),
        ("v1", "sled 9", "snowmobile", "Snowmobile", 19000),
        ("v3", "Zoom", "jetSki", "Jet ski", 2370),
        ("v2", "Wave", "jetSki", "Jet ski", 3150),
        ("v4", "Astro", "rv", "RV", 14715),
        ("v0", "astro", "rv", "RV", 14000),
    ]
    let events = RecordingDealershipEventSink()

    final class Asked: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        func record() { count.withLock { $0 += 1 } }
    }

    private func loadedModel(
        flags: [FeatureFlag: Bool] = [:],
        answer: Result<Dealership, DealershipError> = .success(DealershipFixtures.dealership(vehicles: vehicles))
    ) async -> (DealershipDetailViewModel, Asked) {
        let asked = Asked()
        let client = DealershipClient.stub(dealership: { _ throws(DealershipError) in
            asked.record()
            return try answer.get()
        })
        let model = DealershipDetailViewModel(
            dealershipID: "d1", client: client, flags: StubFeatureFlags(flags), events: events)
        await model.load()
        return (model, asked)
    }

    @Test func firstLoadSelectsEveryTypePresentAndShowsEveryVehicleSortedByName() async {
        let (model, _) = await loadedModel()
        #expect(model.state.phase == .loaded)
        #expect(model.state.showsFilters, "the filters flag is on by default")
        #expect(
            model.state.filters == [
                VehicleTypeFilter(name: "jetSki", displayName: "Jet ski", isSelected: true, vehicleCount: 2),
                VehicleTypeFilter(name: "rv", displayName: "RV", isSelected: true, vehicleCount: 2),
                VehicleTypeFilter(name: "snowmobile", displayName: "Snowmobile", isSelected: true, vehicleCount: 2),
            ])
        #expect(model.state.vehicles.map(\.id) == ["v0", "v4", "v1", "v5", "v2", "v3"])
        #expect(model.state.emptyState == nil)
        #expect(model.state.header?.name == "Test Motors")
    }

    @Test func rowsCarryFormattedPricesAndImagesWithTheAspectFillRule() async throws {
        let (model, _) = await loadedModel()
        let astro = try #require(model.state.vehicles.first { $0.id == "v4" })
        #expect(astro.priceText == "$147.15/day")
        #expect(astro.pricePerDay.minorUnits == 14715)
        #expect(astro.typeDisplayName == "RV")
        #expect(astro.image.url.absoluteString == "https://img.example/v4.png")
        #expect(astro.image.display == ImageDisplayRule(scaling: .aspectFill, isCentered: true, clipsToBounds: true))
        #expect(model.state.header?.logo.display == .aspectFillCentered)
    }

    @Test func everyCombinationOfFiltersShowsExactlyTheSelectedTypesInOrder() async {
        let (model, asked) = await loadedModel()
        let allSorted = model.state.vehicles
        let names = ["jetSki", "rv", "snowmobile"]
        for mask in 0..<(1 << names.count) {
            let selection = Set(names.indices.filter { mask & (1 << $0) != 0 }.map { names[$0] })
            model.select(typeNames: selection)
            #expect(model.state.vehicles == allSorted.filter { selection.contains($0.typeName) })
            #expect(Set(model.state.selectedTypeNames) == selection)
            #expect(model.state.filters.map(\.name) == names)
            #expect((model.state.emptyState == nil) == !selection.isEmpty)
        }
        await model.load()
        #expect(asked.value == 1, "neither filters nor a second load reach the server")
    }

    @Test func deselectingEveryTypeShowsAnEmptyStateThatSaysWhy() async throws {
        let (model, _) = await loadedModel()
        model.select(typeNames: [])
        #expect(model.state.vehicles.isEmpty)
        let empty = try #require(model.state.emptyState)
        #expect(empty.reason == .noTypeSelected)
        #expect(empty.message.contains("No vehicle type is selected"))
        model.select(typeNames: ["jetSki", "rv", "snowmobile"])
        #expect(model.state.vehicles.count == 6)
    }

    @Test func toggleFlipsOneTypeAndIgnoresTypesNotPresent() async {
        let (model, _) = await loadedModel()
        model.toggle(typeName: "rv")
        #expect(model.state.selectedTypeNames == ["jetSki", "snowmobile"])
        model.toggle(typeName: "boat")
        #expect(model.state.selectedTypeNames == ["jetSki", "snowmobile"])
        model.toggle(typeName: "rv")
        #expect(model.state.selectedTypeNames == ["jetSki", "rv", "snowmobile"])
    }

    @Test func reportsTheViewAndEachFilterChange() async {
        let (model, _) = await loadedModel()
        #expect(events.events == [.dealershipShown(id: "d1")])
        model.toggle(typeName: "snowmobile")
        model.select(typeNames: ["jetSki", "rv"])  // no change: not sent again
        model.select(typeNames: [])
        #expect(
            events.events == [
                .dealershipShown(id: "d1"),
                .vehicleFilterChanged(dealershipID: "d1", selectedTypeNames: ["jetSki", "rv"]),
                .vehicleFilterChanged(dealershipID: "d1", selectedTypeNames: []),
            ])
    }

    @Test func withTheFiltersFlagOffThereAreNoButtonsAndEveryVehicleIsShown() async {
        let (model, _) = await loadedModel(flags: [DealershipFlags.filters: false])
        #expect(!model.state.showsFilters)
        #expect(model.state.filters.isEmpty)
        model.select(typeNames: [])
        model.toggle(typeName: "rv")
        #expect(model.state.vehicles.count == 6)
        #expect(events.filterSelections.isEmpty)
    }

    @Test func aDealershipWithNoVehiclesSaysSo() async {
        let (model, _) = await loadedModel(answer: .success(DealershipFixtures.dealership(vehicles: [])))
        #expect(model.state.filters.isEmpty)
        #expect(model.state.emptyState?.reason == .noVehicles)
    }

    @Test func aFailedLoadShowsTheReasonAndCanBeRetried() async {
        let (model, asked) = await loadedModel(
            answer: .failure(.server(operation: "DealershipDetail", messages: ["No dealership"])))
        #expect(model.state.phase == .failed("DealershipDetail failed on the server: No dealership"))
        #expect(events.events.isEmpty)
        await model.load()
        #expect(asked.value == 2)
    }
}
