import FeatureFlagsTesting
import Foundation
import LaunchesFeature
import LaunchesTesting
import LaunchesWeb
import Synchronization
import Testing
import WebAppKit

@MainActor
@Suite struct LaunchesRefreshRouteTests {
    private final class AskedPages: Sendable {
        let names = Mutex<[String]>([])
    }

    @Test func aRefreshFetchesOnceAndThePageItRedirectsToOnceMore() async throws {
        let asked = AskedPages()
        let events = RecordingLaunchesEventSink()
        let client = LaunchesClient.stub(page: { tab, page, _ throws(LaunchesError) in
            asked.names.withLock { $0.append("\(tab.rawValue) \(page)") }
            return LaunchPage(launches: [], totalCount: 0, page: page, totalPages: 1, nextPage: nil)
        })
        let router = WebRouter(
            LaunchesWebPages(
                makeList: { _, tab, page in
                    LaunchListViewModel(client: client, events: events, firstPage: page, initialTab: tab)
                },
                makeDetail: { _, id in
                    LaunchDetailViewModel(
                        launchID: id, client: client, flags: StubFeatureFlags(), events: events, now: { Date() })
                }
            ).section.routes)

        let posted = await router.respond(
            to: WebRequest(method: .post, path: "/launches/refresh", form: ["tab": "past"]))
        #expect(posted.status == 303)
        #expect(asked.names.withLock { $0 } == ["past 1"])
        #expect(events.events == [.refreshed(.past)])
        #expect(posted.headers["Location"] == "/launches?tab=past")
        let shown = await router.respond(to: WebRequest(method: .get, path: "/launches", query: ["tab": "past"]))
        #expect(shown.status == 200)
        #expect(asked.names.withLock { $0 } == ["past 1", "past 1"])
    }
}
