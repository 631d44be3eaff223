import Foundation
import LaunchesFeature
import TerminalKit
import Testing

@testable import LaunchesCommandLine

@Suite("The text of mosaic launches show")
struct LaunchDetailTextTests {
    private func content(details: String?, youtube: String?) -> LaunchDetailContent {
        LaunchDetailContent(
            id: "5eb87d42ffd86e000604b384", name: "CRS-20", patchImageURL: nil, dateUTC: Date(timeIntervalSince1970: 0),
            isUpcoming: true, dateDisplay: .countdown(Countdown(totalSeconds: 93_784), date: "2022-11-01 13:41 UTC"),
            rows: [
                LaunchDetailRow(title: "Flight number", value: "91"), LaunchDetailRow(title: "Details", value: details),
            ],
            youtubeURL: youtube.flatMap(URL.init(string:)), pressKitURL: nil)
    }

    @Test func theHeaderCountdownDashForNullsAndLinksAtTheBottom() {
        let lines = LaunchDetailText.lines(for: content(details: nil, youtube: "https://youtu.be/x"), width: 80)
        #expect(
            lines == [
                "CRS-20", "Patch: -", "T- 1d 02h 03m 04s (2022-11-01 13:41 UTC)", "", "Flight number  91",
                "Details        -", "", "YouTube  https://youtu.be/x",
            ])
    }

    @Test func longValuesWrapUnderTheirTitleWithinTheWidth() {
        let details = Array(repeating: "word", count: 40).joined(separator: " ")
        let lines = LaunchDetailText.lines(for: content(details: details, youtube: nil), width: 50)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 50 })
        let wrapped = lines.filter { $0.hasPrefix("               word") }
        #expect(!wrapped.isEmpty)
        #expect(lines.joined().components(separatedBy: "word").count - 1 == 40)
    }
}
