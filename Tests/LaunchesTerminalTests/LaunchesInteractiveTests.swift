import FeatureFlagsTesting
import Foundation
import LaunchesFeature
import LaunchesTerminal
import LaunchesTesting
import Synchronization
import TerminalAppKit
import TerminalAppKitTesting
import TerminalKit
import Testing

@Suite("The interactive launches over their view models")
@MainActor
struct LaunchesInteractiveTests {
    private nonisolated static let launchDate = Date(timeIntervalSince1970: 1_700_000_000)

    private nonisolated static func launch(_ name: String, upcoming: Bool) -> Launch {
        // A stable 24-hex id from the name's first bytes, distinct for every name used here.
        let hex = name.utf8.prefix(12).map { String(format: "%02x", $0) }.joined()
        return Launch(
            id: hex + String(repeating: "0", count: 24 - hex.count), name: name, date: launchDate, isUpcoming: upcoming)
    }

    /// 3 upcoming launches (the first named after its request, to tell a refresh), 25 past in pages of 20, any by id.
    private nonisolated static func spaceX() -> LaunchesClient {
        let requests = Mutex(0)
        return .stub(
            page: { tab, page, _ in
                let count = requests.withLock { count in
                    count += 1
                    return count
                }
                let upcoming = tab == .upcoming
                let names =
                    upcoming
                    ? ["Upcoming A (request \(count))", "Upcoming B", "Upcoming C"]
                    : ((page - 1) * 20 + 1...min(page * 20, 25)).map { "Past \($0)" }
                return LaunchPage(
                    launches: names.map { launch($0, upcoming: upcoming) }, totalCount: upcoming ? 3 : 25, page: page,
                    nextPage: !upcoming && page < 2 ? page + 1 : nil)
            },
            launch: { id in
                var detail = launch("Detail launch", upcoming: true)
                detail.id = id
                return detail
            })
    }

    /// What the composition root does: a selection pushes the detail.
    private final class Router: LaunchesRouting {
        let client: LaunchesClient
        let now: @Sendable () -> Date
        weak var app: TerminalAppModel?
        private(set) var opened: [String] = []

        init(client: LaunchesClient, now: @escaping @Sendable () -> Date) {
            self.client = client
            self.now = now
        }

        func showLaunch(id: String) {
            opened.append(id)
            let detail = LaunchDetailViewModel(
                launchID: id, client: client, flags: StubFeatureFlags(), events: RecordingLaunchesEventSink(), now: now)
            app?.push(LaunchDetailScreen(viewModel: detail))
        }
    }

    /// The app and its router; the test holds the router, as the home screen holds the app's flows.
    private func makeApp(now: @escaping @Sendable () -> Date = { Date() }) -> (AppDriver, Router) {
        let client = Self.spaceX()
        let router = Router(client: client, now: now)
        let list = LaunchListViewModel(client: client, events: RecordingLaunchesEventSink(), router: router)
        let app = AppDriver(root: LaunchListScreen(viewModel: list))
        router.app = app.model
        return (app, router)
    }

    @Test func tabSwitchesBetweenUpcomingAndPastAndPastPaginates() async {
        let (app, router) = makeApp()
        #expect(await app.waitForText("Upcoming B"))
        #expect(app.screen.contains { $0.contains("[Upcoming]") })
        app.press(.tab)
        #expect(await app.waitForText("Past 1 "))
        #expect(app.screen.contains { $0.contains("[Past]") })
        // Five rows a poll: the waits back off to 50 ms, and one row a poll made this the slice's slowest test.
        #expect(
            await app.waitUntil {
                for _ in 0..<5 { app.press(.down) }
                return app.screen.contains { $0.contains("25 of 25 launches") }
            })
        app.press(.tab)
        #expect(await app.waitForText("Upcoming B"))
        #expect(router.opened.isEmpty)
    }

    @Test func rRefreshesTheSelectedTab() async {
        let (app, _) = makeApp()
        #expect(await app.waitForText("Upcoming A (request 1)"))
        app.press(.character("r"))
        #expect(await app.waitForText("Upcoming A (request 2)"))
    }

    @Test func theDetailCountdownTicksEverySecond() async {
        let clock = Mutex(Self.launchDate.addingTimeInterval(-90))
        let (app, router) = makeApp { clock.withLock { $0 } }
        #expect(await app.waitForText("Upcoming B"))
        app.press(.enter)
        #expect(router.opened.count == 1)
        #expect(await app.waitForText("T- 0d 00h 01m 30s"))
        clock.withLock { $0 += 1 }
        #expect(await app.waitForText("T- 0d 00h 01m 29s"))
        app.press(.escape)
        #expect(app.model.current is LaunchListScreen)
    }
}
