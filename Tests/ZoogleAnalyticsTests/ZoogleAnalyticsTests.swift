import Foundation
import Testing

@testable import ZoogleAnalytics

@Suite struct ZoogleAnalyticsTests {
    /// `ZOOGLE_LOG` names the file each event goes to as a line.
    @Test func logFileIsAppendedToNotReplaced() throws {
        let log = try TemporaryFile()
        try "earlier line\n".write(toFile: log.path, atomically: true, encoding: .utf8)
        let analytics = ZoogleAnalytics(environment: ["ZOOGLE_LOG": log.path])

        analytics.log(event: ZoogleAnalyticsEvent(key: "app_started"))

        #expect(try log.lines() == ["earlier line", "[ZoogleAnalytics] app_started"])
    }

    @Test func withoutZoogleLogEventsGoToStandardError() throws {
        let standardError = try TemporaryFile(named: "stderr")
        let analytics = ZoogleAnalytics(environment: [:], standardError: try standardError.writingHandle())

        analytics.log(event: ZoogleAnalyticsEvent(key: "app_started", parameters: ["mode": "offline"]))

        #expect(try standardError.lines() == ["[ZoogleAnalytics] app_started mode=offline"])
    }

    @Test func unwritableLogFileFallsBackToStandardError() throws {
        let standardError = try TemporaryFile(named: "stderr")
        let missingDirectory = standardError.directory.appendingPathComponent("missing/zoogle.log").path
        let analytics = ZoogleAnalytics(
            environment: ["ZOOGLE_LOG": missingDirectory], standardError: try standardError.writingHandle())

        analytics.log(event: ZoogleAnalyticsEvent(key: "app_started"))

        #expect(try standardError.lines() == ["[ZoogleAnalytics] app_started"])
        #expect(!FileManager.default.fileExists(atPath: missingDirectory))
    }

    @Test func eventsFromManyThreadsEachArriveAsOneWholeLine() async throws {
        let log = try TemporaryFile()
        let analytics = ZoogleAnalytics(environment: ["ZOOGLE_LOG": log.path])
        let expected = Set((0..<8).flatMap { task in (0..<50).map { "[ZoogleAnalytics] tick n=\($0) task=\(task)" } })

        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for n in 0..<50 {
                        analytics.log(
                            event: ZoogleAnalyticsEvent(key: "tick", parameters: ["task": "\(task)", "n": "\(n)"]))
                    }
                }
            }
        }

        let lines = try log.lines()
        #expect(lines.count == expected.count)
        #expect(Set(lines) == expected)
    }
}
