import Analytics
import AnalyticsTesting
import Foundation
import FoundationTesting
import Testing

@testable import AnalyticsZoogle
@testable import ZoogleAnalytics

@Suite struct ZoogleAnalyticsTrackerTests {
    /// The contract's every-value-kind check is this mapping: the name as the SDK's key, values as text.
    @Test func satisfiesTheTrackerContract() async throws {
        try await AnalyticsTrackerContract {
            let sdk = RecordingZoogleSDK()
            return TrackerUnderTest(ZoogleAnalyticsTracker(sdk: sdk)) { sdk.events }
        }.verify()
    }

    /// The real SDK, configured as `ZOOGLE_LOG` does: the part the recording SDK above stands in for.
    @Test func eventsReachTheRealSDKAsItsLogLines() throws {
        let directory = try TemporaryDirectory()
        let logPath = directory.url.appending(path: "zoogle.log").path
        let tracker = ZoogleAnalyticsTracker(sdk: ZoogleAnalytics(environment: ["ZOOGLE_LOG": logPath]))

        tracker.track(AnalyticsEvent(name: "pokemon_selected", parameters: ["id": 25, "name": "pikachu"]))
        tracker.track(AnalyticsEvent(name: "list_opened"))

        let log = try String(contentsOfFile: logPath, encoding: .utf8)
        #expect(log == "[ZoogleAnalytics] pokemon_selected id=25 name=pikachu\n[ZoogleAnalytics] list_opened\n")
    }
}

/// The SDK writes to stderr when it cannot open its log, where a server's text in an event would be unescaped.
@Suite struct ZoogleLogDestinationTests {
    @Test func aLogFileThatCanBeOpenedIsUsedAndItsFolderMade() throws {
        let directory = try TemporaryDirectory()
        let logFile = directory.url.appending(path: "home/state/zoogle.log")
        #expect(ZoogleAnalyticsTracker.destination(for: logFile) == logFile.path)
        #expect(FileManager.default.fileExists(atPath: logFile.path))
    }

    @Test func aLogFileThatCannotBeOpenedSendsTheLinesNowhere() throws {
        let directory = try TemporaryDirectory()
        // A regular file stands where the log's folder should be: neither can be made.
        let blocker = directory.url.appending(path: "state")
        try Data().write(to: blocker)
        let destination = ZoogleAnalyticsTracker.destination(for: blocker.appendingPathComponent("zoogle.log"))
        #expect(destination == "/dev/null")
        let standardError = directory.url.appending(path: "stderr")
        try Data().write(to: standardError)
        let sdk = ZoogleAnalytics(
            environment: ["ZOOGLE_LOG": destination], standardError: try FileHandle(forWritingTo: standardError))
        sdk.log(event: ZoogleAnalyticsEvent(key: "dealership_viewed", parameters: ["id": "\u{1B}]52;c;eA==\u{7}"]))
        #expect(try Data(contentsOf: standardError).isEmpty)
    }
}
