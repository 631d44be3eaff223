import AnalyticsSegmentHTTP
import Foundation
import NetworkingTesting
import NetworkingURLSession
import PersistenceTesting
import Synchronization

/// A tracker pointed at a test server, with its queue in a temporary folder and its warnings kept.
struct SegmentFixture: Sendable {
    let tracker: SegmentTracker
    let warnings: Lines
    let queueFile: URL

    /// A flush window no test waits out: a flush returns as soon as every batch is answered, so
    /// a long window costs nothing when the machine is quick and fails nothing when it is
    /// starved. Tests of the window itself use a short one against a server slower than this.
    static let patientWindow = Duration.seconds(600)

    init(baseURL: URL, directory: TemporaryDirectory, queueCapacity: Int = 1000) {
        let warnings = Lines()
        queueFile = directory.url.appending(path: "analytics-queue.json")
        tracker = SegmentTracker(
            baseURL: baseURL, writeKey: "wk-123", anonymousId: "install-1",
            http: URLSessionHTTPClient(configuration: .init(requestTimeout: .seconds(30), retryPolicy: .never)),
            queueFile: queueFile, queueCapacity: queueCapacity,
            now: { Date(timeIntervalSince1970: 1_800_000_000) },
            warn: warnings.append)
        self.warnings = warnings
    }

    /// The calls waiting in the queue file.
    var queued: [SegmentTrackCall] {
        guard let data = try? Data(contentsOf: queueFile) else { return [] }
        return (try? JSONDecoder().decode([SegmentTrackCall].self, from: data)) ?? []
    }

    final class Lines: Sendable {
        private let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        func append(_ line: String) { lines.withLock { $0.append(line) } }
    }

}

/// A `/v1/batch` body as a test reads it back.
struct ReceivedBatch: Decodable {
    var batch: [SegmentTrackCall]
    var sentAt: String

    init(_ request: LoopbackRequest) throws {
        self = try JSONDecoder().decode(ReceivedBatch.self, from: request.body)
    }
}
