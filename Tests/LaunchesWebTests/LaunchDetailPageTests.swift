import Foundation
import LaunchesFeature
import LaunchesWeb
import Testing
import WebAppKit

@Suite struct LaunchDetailPageTests {
    private func content(display: LaunchDateDisplay, youtube: URL? = nil) -> LaunchDetailViewState {
        LaunchDetailViewState(
            phase: .loaded,
            content: LaunchDetailContent(
                id: "abc", name: "Crew-5 <b>", patchImageURL: nil, dateUTC: Date(timeIntervalSince1970: 0),
                isUpcoming: true, dateDisplay: display,
                rows: [
                    LaunchDetailRow(title: "Rocket", value: "Falcon 9"), LaunchDetailRow(title: "Details", value: nil),
                ],
                youtubeURL: youtube, pressKitURL: URL(string: "javascript:alert(1)")))
    }

    private func html(_ state: LaunchDetailViewState) -> String {
        PageLayout.document(for: LaunchDetailPage.page(for: state))
    }

    @Test func theTableShowsEveryRowWithADashForMissingValues() {
        let page = html(content(display: .launched(date: "2020-03-07 04:50 UTC")))
        #expect(page.contains("<tr><th>Rocket</th><td>Falcon 9</td></tr>"))
        #expect(page.contains("<tr><th>Details</th><td>-</td></tr>"))
        #expect(page.contains("Launched 2020-03-07 04:50 UTC"))
        #expect(page.contains("<h1>Crew-5 &lt;b&gt;</h1>"))
    }

    @Test func anUpcomingLaunchCarriesTheSecondsItsScriptCountsDown() {
        let page = html(content(display: .countdown(Countdown(totalSeconds: 93_784), date: "2030-01-01 00:00 UTC")))
        #expect(
            page.contains("<span class=\"countdown\" role=\"timer\" data-countdown=\"93784\">T- 1d 02h 03m 04s</span>"))
    }

    @Test func linksLeaveTheAppOnlyOverHTTP() {
        let page = html(
            content(display: .launched(date: "x"), youtube: URL(string: "https://youtu.be/a?b=1&c=2")))
        #expect(page.contains("<a href=\"https://youtu.be/a?b=1&amp;c=2\" rel=\"noopener noreferrer\">Webcast</a>"))
        #expect(!page.contains("javascript:"))
        #expect(page.contains("<a href=\"#\" rel=\"noopener noreferrer\">Press kit</a>"))
    }

    @Test func aFailureShowsItsMessageAndTheBackLink() {
        let page = html(LaunchDetailViewState(phase: .failed("No launch has the id 'x'."), canRetry: false))
        #expect(page.contains("No launch has the id &#39;x&#39;."))
        #expect(page.contains("<nav class=\"back\"><a href=\"/launches\">‹ Launches</a></nav>"))
    }
}
