import Foundation
import LaunchesFeature
import LaunchesWeb
import Testing
import WebAppKit

@Suite struct LaunchListPageTests {
    private func loaded(
        _ names: [String], nextPage: Int?, total: Int? = 42, tab: LaunchesTab = .upcoming
    )
        -> LaunchListViewState
    {
        var state = LaunchListViewState(selectedTab: tab)
        state[tab].phase = .loaded
        state[tab].rows = names.enumerated().map { index, name in
            LaunchRow(
                id: "id\(index)", name: name, dateUTC: Date(timeIntervalSince1970: 0), dateText: "NET December 2022",
                patchImageURL: nil)
        }
        state[tab].paging = LaunchesPaging(total: total, hasMore: nextPage != nil)
        state[tab].nextPage = nextPage
        return state
    }

    private func html(_ state: LaunchListViewState, page: Int = 1) -> String {
        PageLayout.document(for: LaunchListPage.page(for: state, page: page, token: "t0ken"))
    }

    @Test func tabsAreLinksWithTheSelectedOneMarkedAndRowsLinkToTheirDetailWithNameAndDate() {
        let page = html(loaded(["Crew-5"], nextPage: nil, tab: .past))
        #expect(page.contains("<a href=\"/launches\">Upcoming</a>"))
        #expect(page.contains("<a href=\"/launches?tab=past\" aria-current=\"page\">Past</a>"))
        #expect(page.contains("<a href=\"/launches/id0\"><strong>Crew-5</strong>"))
        #expect(page.contains("NET December 2022"))
    }

    @Test func pagingLinksPointAtTheNeighbouringPages() {
        let page = html(loaded(["A"], nextPage: 3), page: 2)
        #expect(page.contains("href=\"/launches\">‹ Previous page"))
        #expect(page.contains("href=\"/launches?page=3\">Next page ›"))
        #expect(page.contains("Page 2 of 42 launches"))
        let last = html(loaded(["A"], nextPage: nil, tab: .past), page: 1)
        #expect(!last.contains("Next page"))
        #expect(!last.contains("Previous page"))
    }

    @Test func namesFromTheAPIAreEscaped() {
        let page = html(loaded(["<script>alert(\"x\")</script> & 'co'"], nextPage: nil))
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;"))
    }

    @Test func refreshIsAPostFormCarryingTheSessionToken() {
        let page = html(loaded(["A"], nextPage: nil, tab: .past))
        #expect(page.contains("<form method=\"post\" action=\"/launches/refresh\">"))
        #expect(page.contains("<input type=\"hidden\" name=\"_token\" value=\"t0ken\">"))
        #expect(page.contains("<input type=\"hidden\" name=\"tab\" value=\"past\">"))
    }

    @Test func failuresAndEmptyListsSaySo() {
        var state = LaunchListViewState()
        state.upcoming.phase = .failed("The SpaceX API cannot be reached.")
        #expect(html(state).contains("<p class=\"message error\">The SpaceX API cannot be reached.</p>"))
        #expect(html(loaded([], nextPage: nil)).contains("No upcoming launches."))
    }
}
