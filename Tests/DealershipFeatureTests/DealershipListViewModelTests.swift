import DealershipFeature
import DealershipTesting
import Foundation
import Testing

@MainActor
@Suite("Dealership list view model")
struct DealershipListViewModelTests {
    final class RecordingDealershipRouter: DealershipRouting {
        var shown: [String] = []
        func showDealership(id: String) { shown.append(id) }
    }

    private func model(
        _ dealerships: @escaping @Sendable () async throws(DealershipError) -> [DealershipSummary],
        router: RecordingDealershipRouter? = nil
    ) -> DealershipListViewModel {
        DealershipListViewModel(client: .stub(dealerships: dealerships), router: router)
    }

    private nonisolated static func summary(_ name: String, id: String) -> DealershipSummary {
        DealershipSummary(
            id: id, name: name, address: "1 Main St", logoURL: URL(string: "https://img.example/\(id).png")!)
    }

    @Test func loadsRowsSortedByNameAndOpensTheSelectedOne() async throws {
        let router = RecordingDealershipRouter()
        let model = model(
            {
                ["RV Kingdom", "Northwoods Sled & Trail", "Summit Powersports", "Coastal Getaway RVs", "desert Dunes"]
                    .map { Self.summary($0, id: $0 == "RV Kingdom" ? DealershipFixtures.rvKingdomID : $0) }
            }, router: router)
        await model.load()
        #expect(
            model.state.rows.map(\.name) == [
                "Coastal Getaway RVs", "desert Dunes", "Northwoods Sled & Trail", "RV Kingdom", "Summit Powersports",
            ])
        model.select(id: DealershipFixtures.rvKingdomID)
        model.select(id: "not-listed")
        #expect(router.shown == [DealershipFixtures.rvKingdomID])
    }

    @Test func anEmptyListSaysSoAndAFailureSaysWhy() async {
        let empty = model { [] }
        await empty.load()
        #expect(empty.state.emptyState?.reason == .noDealerships)
        let failing = model { () throws(DealershipError) in throw .failed("Iron Forge failed: HTTP 500") }
        await failing.load()
        #expect(failing.state.phase == .failed("Iron Forge failed: HTTP 500"))
    }
}
