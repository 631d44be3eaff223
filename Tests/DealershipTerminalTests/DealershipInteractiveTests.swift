import DealershipFeature
import DealershipTerminal
import DealershipTesting
import FeatureFlagsTesting
import Foundation
import Synchronization
import TerminalAppKit
import TerminalAppKitTesting
import TerminalKit
import Testing

@Suite("The interactive dealerships over their view models")
@MainActor
struct DealershipInteractiveTests {

    /// Iron Forge with one dealership, two RVs and a jet ski; the first `failures` lists fail.
    private static func ironForge(failures: Int = 0) -> DealershipClient {
        let remaining = Mutex(failures)
        let summary = DealershipSummary(
            id: "d1", name: "RV Kingdom", address: "3330 Fake St", logoURL: URL(string: "https://img.test/logo.png")!)
        return .stub(
            dealerships: { () throws(DealershipError) in
                if remaining.withLock({ count in
                    defer { count -= 1 }
                    return count > 0
                }) {
                    throw .unreachable("offline")
                }
                return [summary]
            },
            dealership: { _ in
                Dealership(
                    summary: summary,
                    vehicles: [
                        .stub("v1", "Zephyr", type: ("rv", "RV"), cents: 10000),
                        .stub("v2", "Aurora", type: ("rv", "RV"), cents: 12000),
                        .stub("v3", "Splash", type: ("jetSki", "Jet ski"), cents: 5000),
                    ])
            })
    }

    /// What the composition root does: a selection pushes the detail.
    @MainActor
    private final class Router: DealershipRouting {
        let client: DealershipClient
        let events = RecordingDealershipEventSink()
        weak var app: TerminalAppModel?

        init(client: DealershipClient) { self.client = client }

        func showDealership(id: String) {
            let detail = DealershipDetailViewModel(
                dealershipID: id, client: client, flags: StubFeatureFlags(), events: events)
            app?.push(DealershipDetailScreen(viewModel: detail))
        }
    }

    private func makeApp(client: DealershipClient) -> (AppDriver, Router) {
        let router = Router(client: client)
        let app = AppDriver(
            root: DealershipListScreen(viewModel: DealershipListViewModel(client: client, router: router)))
        router.app = app.model
        return (app, router)
    }

    @Test func enterOpensTheDetailWithChipsInARowAndVehiclesSortedByName() async {
        let (app, router) = makeApp(client: Self.ironForge())
        #expect(await app.waitForText("RV Kingdom"))
        app.press(.enter)
        #expect(await app.waitForText("Showing 3 of 3 vehicles"))
        #expect(app.screen.contains { $0.contains("[x] Jet ski (1)") && $0.contains("[x] RV (2)") })
        let vehicles = app.screen.filter { $0.contains("img.example/v") }
        #expect(vehicles.count == 3)
        #expect(vehicles.first?.contains("Aurora") == true)
        #expect(app.selectedRow?.contains("Aurora") == true)
        #expect(router.events.events == [.dealershipShown(id: "d1")])
    }

    @Test func spaceTogglesTheFocusedChipAndTheListUpdatesAtOnce() async {
        let (app, router) = makeApp(client: Self.ironForge())
        #expect(await app.waitForText("RV Kingdom"))
        app.press(.enter)
        #expect(await app.waitForText("Showing 3 of 3"))
        app.press(.space)  // the first chip, Jet ski
        #expect(app.screen.contains { $0.contains("Showing 2 of 3") })
        #expect(!app.screen.contains { $0.contains("Splash") })
        app.press(.right, .space)  // RV too: nothing is left
        #expect(app.screen.contains { $0.contains("No vehicle type is selected") })
        app.press(.left, .space)
        #expect(app.screen.contains { $0.contains("Showing 1 of 3") && !$0.contains("Showing 2") })
        #expect(router.events.events.filter { if case .vehicleFilterChanged = $0 { true } else { false } }.count == 3)
    }

    @Test func aFailureShowsTheMessageAndRRetries() async {
        let (app, _) = makeApp(client: Self.ironForge(failures: 1))
        #expect(await app.waitForText("Could not load dealerships"))
        #expect(app.screen.contains { $0.contains("r retry") })
        app.press(.character("r"))
        #expect(await app.waitForText("RV Kingdom"))
        #expect(!app.screen.contains { $0.contains("Could not load") })
    }

    @Test func aDetailThatFailsSaysSoOnOneLine() async {
        let failing = DealershipClient.stub(dealership: { _ throws(DealershipError) in throw .unreachable("boom") })
        let app = AppDriver(
            root: DealershipDetailScreen(
                viewModel: DealershipDetailViewModel(
                    dealershipID: "d1", client: failing, flags: StubFeatureFlags(),
                    events: RecordingDealershipEventSink())))
        #expect(await app.waitForText("Could not load the dealership: Iron Forge is unreachable: boom"))
        #expect(app.screen.contains { $0.contains("r retry") })
    }
}
