import Analytics
import AnalyticsTesting
import Foundation
import Testing

@testable import AnalyticsZoogle
@testable import ZoogleAnalytics

@Suite struct ZoogleAnalyticsTrackerTests {
    @Test func satisfiesTheTrackerContract() async throws {
        try await AnalyticsTrackerContract {
            let sdk = RecordingZoogleSDK()
            return TrackerUnderTest(ZoogleAnalyticsTracker(sdk: sdk)) { sdk.events }
        }.verify()
    }

    @Test func sendsTheEventNameAsTheKeyAndEveryValueAsText() {
        let sdk = RecordingZoogleSDK()
        let tracker = ZoogleAnalyticsTracker(sdk: sdk)

        tracker.track(
            AnalyticsEvent(
                name: "pokemon_selected",
                parameters: [
                    "id": 25, "name": "pikachu", "shiny": false, "weight": .double(6.5),
                    "types": .strings(["electric"]),
                ]
            )
        )

        #expect(
            sdk.events == [
                ObservedAnalyticsEvent(
                    name: "pokemon_selected",
                    parameters: ["id": "25", "name": "pikachu", "shiny": "false", "weight": "6.5", "types": "electric"]
                )
            ])
    }

    /// Goes through the real SDK, configured the way `ZOOGLE_LOG` configures it, and reads
    /// what it wrote: the part of the path the recording SDK above stands in for.
    @Test func eventsReachTheRealSDKAsItsLogLines() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("AnalyticsZoogleTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let logPath = directory.appendingPathComponent("zoogle.log").path
        let tracker = ZoogleAnalyticsTracker(sdk: ZoogleAnalytics(environment: ["ZOOGLE_LOG": logPath]))

        tracker.track(AnalyticsEvent(name: "pokemon_selected", parameters: ["id": 25, "name": "pikachu"]))
        tracker.track(AnalyticsEvent(name: "list_opened"))

        let log = try String(contentsOfFile: logPath, encoding: .utf8)
        #expect(log == "[ZoogleAnalytics] pokemon_selected id=25 name=pikachu\n[ZoogleAnalytics] list_opened\n")
    }
}
