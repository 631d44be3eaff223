import Foundation
import FoundationTesting
import Testing

@testable import ZoogleAnalytics

@Suite struct ZoogleAnalyticsTests {
    private let folder: TemporaryDirectory
    private var log: String { folder.url.appending(path: "zoogle.log").path }
    private var standardError: String { folder.url.appending(path: "stderr").path }

    init() throws {
        folder = try TemporaryDirectory()
    }

    /// `ZOOGLE_LOG` names the file each event goes to as a line.
    @Test func logFileIsAppendedToNotReplaced() throws {
        try "earlier line\n".write(toFile: log, atomically: true, encoding: .utf8)
        let analytics = ZoogleAnalytics(environment: ["ZOOGLE_LOG": log])

        analytics.log(event: ZoogleAnalyticsEvent(key: "app_started"))

        #expect(try lines(of: log) == ["earlier line", "[ZoogleAnalytics] app_started"])
    }

    @Test func withoutZoogleLogEventsGoToStandardError() throws {
        let analytics = ZoogleAnalytics(environment: [:], standardError: try writing(to: standardError))

        analytics.log(event: ZoogleAnalyticsEvent(key: "app_started", parameters: ["mode": "offline"]))

        #expect(try lines(of: standardError) == ["[ZoogleAnalytics] app_started mode=offline"])
    }

    @Test func unwritableLogFileFallsBackToStandardError() throws {
        let missingDirectory = folder.url.appending(path: "missing/zoogle.log").path
        let analytics = ZoogleAnalytics(
            environment: ["ZOOGLE_LOG": missingDirectory], standardError: try writing(to: standardError))

        analytics.log(event: ZoogleAnalyticsEvent(key: "app_started"))

        #expect(try lines(of: standardError) == ["[ZoogleAnalytics] app_started"])
        #expect(!FileManager.default.fileExists(atPath: missingDirectory))
    }

    @Test func eventsFromManyThreadsEachArriveAsOneWholeLine() async throws {
        let analytics = ZoogleAnalytics(environment: ["ZOOGLE_LOG": log])
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

        let logged = try lines(of: log)
        #expect(logged.count == expected.count)
        #expect(Set(logged) == expected)
    }

    private func lines(of path: String) throws -> [String] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    private func writing(to path: String) throws -> FileHandle {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    }
}
