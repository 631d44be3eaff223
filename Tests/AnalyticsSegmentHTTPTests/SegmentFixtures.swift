import AnalyticsSegmentHTTP
import Foundation
import FoundationTesting
import LoopbackTesting
import NetworkingURLSession
import Synchronization
import Testing

/// A tracker at a test server, its queue in a temporary folder, its clock the test's, its warnings kept.
struct SegmentFixture: Sendable {
    static let appVersion = "9.8.7"
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    let tracker: SegmentTracker
    let warnings: Lines
    let queueFile: URL

    /// No test waits this out: a flush returns once every batch is answered, so it costs nothing on a quick
    /// machine and fails nothing on a starved one. Tests of the window use a short one and a slower server.
    static let patientWindow = Duration.seconds(600)

    init(
        baseURL: URL, directory: TemporaryDirectory, queueCapacity: Int = 1000,
        clock: StubClock = StubClock(start: SegmentFixture.start), requestTimeout: Duration = .seconds(120)
    ) {
        let warnings = Lines()
        queueFile = directory.url.appending(path: "analytics-queue.json")
        tracker = SegmentTracker(
            baseURL: baseURL, writeKey: "wk-123", anonymousId: "install-1", appVersion: Self.appVersion,
            http: URLSessionHTTPClient(configuration: .init(requestTimeout: requestTimeout, retryPolicy: .never)),
            queueFile: queueFile, queueCapacity: queueCapacity,
            now: clock.now,
            warn: warnings.append)
        self.warnings = warnings
    }

    var queued: [SegmentTrackCall] {
        guard let data = try? Data(contentsOf: queueFile) else { return [] }
        return (try? JSONDecoder().decode(QueueFile.self, from: data))?.calls ?? []
    }

    /// The queue file as the tests read it: its calls and nothing else.
    private struct QueueFile: Decodable {
        var calls: [SegmentTrackCall]
    }

    final class Lines: Sendable {
        private let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        func append(_ line: String) { lines.withLock { $0.append(line) } }
    }
}

/// The count every flush keeps, checked from outside: each event taken is delivered, dropped with a warning
/// giving the number, or still in the queue file.
func expectEventsAddUp(
    _ report: SegmentFlushReport, taken: Int, in fixture: SegmentFixture,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(report.taken == taken, sourceLocation: sourceLocation)
    #expect(report.delivered + report.dropped + report.queued == taken, sourceLocation: sourceLocation)
    #expect(fixture.queued.count == report.queued, sourceLocation: sourceLocation)
    let warnedDropped = fixture.warnings.all.filter { $0.contains("dropped") }.map(droppedCount).reduce(0, +)
    #expect(warnedDropped == report.dropped, "the warnings name every dropped event", sourceLocation: sourceLocation)
}

/// From "dropped the 2 oldest events", or else "refused 2 events ...; dropped them".
private func droppedCount(in line: String) -> Int {
    let afterDropped = line.components(separatedBy: "dropped").dropFirst().joined()
    return firstCount(in: afterDropped) ?? firstCount(in: line) ?? 0
}

/// The number before the first "event(s)" or "oldest event(s)" in `text`.
private func firstCount(in text: String) -> Int? {
    let words = text.split(separator: " ").filter { $0 != "oldest" }
    for (index, word) in words.enumerated() where word.hasPrefix("event") && index > 0 {
        if let count = Int(words[index - 1]) { return count }
    }
    return nil
}

struct ReceivedBatch: Decodable {
    var batch: [SegmentTrackCall]
    var sentAt: String
    var writeKey: String?

    init(_ request: LoopbackRequest) throws {
        self = try JSONDecoder().decode(ReceivedBatch.self, from: request.body)
    }
}
