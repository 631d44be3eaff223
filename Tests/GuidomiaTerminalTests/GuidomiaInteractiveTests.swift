import GuidomiaFeature
import GuidomiaTerminal
import GuidomiaTesting
import Synchronization
import TerminalAppKit
import TerminalAppKitTesting
import TerminalKit
import Testing

@Suite("The interactive Guidomia over its presenter")
@MainActor
struct GuidomiaInteractiveTests {
    /// Offers from memory; the first `failures` loads fail.
    private static func offers(failures: Int = 0) -> GuidomiaClient {
        let failures = Mutex(failures)
        return GuidomiaClient.stub { () throws(GuidomiaError) in
            let fails = failures.withLock { count in
                defer { count -= 1 }
                return count > 0
            }
            if fails { throw .unreachable("offline") }
            return [
                CarOffer(
                    make: "Land Rover", model: "Range Rover", customerPrice: 120_000, marketPrice: 125_000,
                    rating: 3, pros: ["Goes everywhere"], cons: ["Bad direction"]),
                CarOffer(
                    make: "BMW", model: "3300i", customerPrice: 65_000, marketPrice: 55_900, rating: 5,
                    pros: ["Fast"], cons: []),
                CarOffer(
                    make: "BMW", model: "X5", customerPrice: 90_000, marketPrice: 95_000, rating: 4, pros: [],
                    cons: ["Thirsty"]),
            ]
        }
    }

    private func makeApp(offers: GuidomiaClient = Self.offers()) -> (AppDriver, RecordingGuidomiaEventSink) {
        let events = RecordingGuidomiaEventSink()
        let screen = GuidomiaScreen { screen in
            GuidomiaPresenter(
                view: screen, client: offers, router: GuidomiaRouter(host: screen, strings: .english), events: events,
                filtersEnabled: true, strings: .english)
        }
        return (AppDriver(root: screen), events)
    }

    @Test func theFirstOfferStartsExpandedAndEnterExpandsAnotherInstead() async {
        let (app, _) = makeApp()
        #expect(await app.waitForText("▼ Land Rover Range Rover"))
        #expect(app.screen.contains { $0.contains("• Goes everywhere") })
        app.press(.down, .enter)
        #expect(app.screen.contains { $0.contains("▼ BMW 3300i") })
        #expect(app.screen.contains { $0.contains("▶ Land Rover Range Rover") })
        #expect(!app.screen.contains { $0.contains("Goes everywhere") })
        #expect(app.screen.contains { $0.contains("• Fast") })
    }

    @Test func theMakePickerFiltersAndTheModelPickerOffersOnlyThatMakesModels() async {
        let (app, events) = makeApp()
        #expect(await app.waitForText("Range Rover"))
        app.press(.character("m"))
        #expect(app.model.current is PickerScreen)
        #expect(app.screen.contains { $0.contains("› Any make") })
        app.press(.down, .enter)  // BMW, the first make in order
        #expect(app.model.current is GuidomiaScreen)
        #expect(!app.screen.contains { $0.contains("Range Rover") })
        #expect(app.screen.contains { $0.contains("BMW X5") })
        app.press(.character("o"))
        let models = app.screen.filter { $0.hasPrefix("  ") || $0.hasPrefix("› ") }.map { $0.dropFirst(2) }
        #expect(models == ["Any model", "3300i", "X5"])
        app.press(.escape)
        #expect(app.model.current is GuidomiaScreen)
        #expect(events.events == [.filterChanged(make: "BMW", model: nil)])
    }

    @Test func aFailedLoadShowsTheMessageAndRRetries() async {
        let (app, _) = makeApp(offers: Self.offers(failures: 1))
        #expect(await app.waitForText("offline"))
        #expect(app.screen.last?.contains("r retry") == true)
        app.press(.character("r"))
        #expect(await app.waitForText("Range Rover"))
    }
}
