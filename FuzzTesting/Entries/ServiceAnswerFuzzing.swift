#if DEBUG
// The OFREP and Segment adapters' file and answer types are internal; debug builds compile
// them with testing enabled.
@testable import AnalyticsSegmentHTTP
import FeatureFlags
@testable import FeatureFlagsOFREP
import Foundation
import Networking

/// What the remote-service adapters read back: an OFREP service's answers (and the cache file
/// that keeps the last one), and the Segment adapter's queue file of unsent calls.
enum ServiceAnswerFuzzing {
    private static let declaredFlags = [
        FeatureFlag(key: "pokemon.showTypes", defaultValue: true, description: "fuzzing"),
        FeatureFlag(key: "launches.countdown", defaultValue: false, description: "fuzzing"),
    ]

    /// The bytes as a bulk evaluation (200), an error body (4xx/5xx), the cache file and a
    /// `Retry-After` header.
    static func ofrep(_ data: Data) {
        _ = OFREPFlagSource(json: data, declaredFlags: declaredFlags)
        _ = (try? JSONDecoder().decode(OFREPErrorBody.self, from: data))?.summary
        _ = try? JSONDecoder().decode(OFREPCache.self, from: data)
        let answer = HTTPResponse(statusCode: 429, headers: ["Retry-After": String(decoding: data, as: UTF8.self)])
        _ = answer.retryAfter(now: Date(timeIntervalSince1970: 0), atMost: 3600)
    }

    /// The queue is a file, so the bytes are written to one of its own and loaded as the adapter
    /// loads it at start-up; what loads is written back as a flush would.
    static func segmentQueue(_ data: Data) {
        // An empty file is left out: Foundation's `Data(contentsOf:)` leaks 4 KB reading one on
        // Linux (Swift 6.3.1), which LeakSanitizer reports at the end of every run that met one.
        // The adapter's own code does nothing special with it; see Docs/Reliability.md.
        guard !data.isEmpty else { return }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("mosaic-fuzz-segment-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        guard (try? data.write(to: url)) != nil else { return }
        let (calls, _) = SegmentQueueFile(url: url, capacity: 100).load()
        _ = try? JSONEncoder().encode(calls)
    }
}
#endif
