import FeatureFlagsTesting
import Foundation
import LaunchesFeature
import LaunchesTesting
import LaunchesWeb
import Testing
import WebAppKit

@MainActor
@Suite struct LaunchesRefreshRouteTests {
    @Test func aRefreshFetchesOnceAndThePageItRedirectsToOnceMore() async throws {
        let api = StubLaunchPages([.past: [[]]])
        let client = api.client()
        let events = RecordingLaunchesEventSink()
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
        #expect(api.asked == ["past 1"])
        #expect(events.events == [.refreshed(.past)])
        #expect(posted.headers["Location"] == "/launches?tab=past")
        let shown = await router.respond(to: WebRequest(method: .get, path: "/launches", query: ["tab": "past"]))
        #expect(shown.status == 200)
        #expect(api.asked == ["past 1", "past 1"])
    }
}
