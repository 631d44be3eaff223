import DealershipFeature
import Foundation
import Networking
import NetworkingTesting
import Testing

@MainActor
@Suite("Dealership list view model")
struct DealershipListViewModelTests {
    final class RecordingRouter: DealershipRouting {
        var shown: [String] = []
        func showDealership(id: String) { shown.append(id) }
    }

    @Test func loadsRowsSortedByNameAndOpensTheSelectedOne() async throws {
        let router = RecordingRouter()
        let client = try DealershipFixtures.client(file: "dealership_list.json")
        let model = DealershipListViewModel(
            service: DealershipService(client: client, endpoint: DealershipFixtures.endpoint), router: router)
        await model.load()
        let names = model.state.rows.map(\.name)
        #expect(names.count >= 5)
        #expect(names == names.sorted { DisplayOrder.compareNames($0, $1) == .orderedAscending })
        model.select(id: DealershipFixtures.rvKingdomID)
        model.select(id: "not-listed")
        #expect(router.shown == [DealershipFixtures.rvKingdomID])
    }

    @Test func anEmptyListSaysSoAndAFailureSaysWhy() async {
        let empty = DealershipListViewModel(
            service: DealershipService(
                client: DealershipFixtures.client(#"{"data":{"dealerships":[]}}"#),
                endpoint: DealershipFixtures.endpoint))
        await empty.load()
        #expect(empty.state.emptyState?.reason == .noDealerships)
        let failing = DealershipListViewModel(
            service: DealershipService(
                client: DealershipFixtures.client("oops", status: 500), endpoint: DealershipFixtures.endpoint))
        await failing.load()
        guard case .failed(let message) = failing.state.phase else {
            Issue.record("expected a failure")
            return
        }
        #expect(message.contains("HTTP 500"))
    }
}
