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

    /// The cache key of the seeds' `cache.json`.
    private static let cacheKey = OFREPCache.key(
        serviceURL: URL(string: "http://localhost:8016")!, headers: [:], targetingKey: "install-1")

    /// The bytes as a bulk evaluation (200), an error body (4xx/5xx), the cache file (loaded as
    /// the adapter loads it, and its flags read as a layer) and a `Retry-After` header.
    static func ofrep(_ data: Data) {
        _ = OFREPFlagSource(json: data, declaredFlags: declaredFlags)
        _ = (try? JSONDecoder().decode(OFREPErrorBody.self, from: data))?.summary
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("mosaic-fuzz-ofrep-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        if (try? data.write(to: file)) != nil, let flags = OFREPCache.load(from: file, key: cacheKey)?.flags {
            _ = OFREPFlagSource(flags, declaredFlags: declaredFlags)
        }
        let answer = HTTPResponse(statusCode: 429, headers: ["Retry-After": String(decoding: data, as: UTF8.self)])
        _ = answer.retryAfter(now: Date(timeIntervalSince1970: 0), atMost: 3600)
    }

    /// The queue is a file, so the bytes are written to one of its own and claimed as a flush
    /// claims it (read within the byte limit, claims pruned, written back within the bounds),
    /// then settled as a flush ends, releasing the claim. The limit is small, so that inputs
    /// past it (moved aside unread) are as common as those under it.
    static func segmentQueue(_ data: Data) {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("mosaic-fuzz-segment-\(UUID().uuidString).json")
        defer {
            for path in [url.path, url.path + ".lock", url.path + ".rejected"] {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        guard (try? data.write(to: url)) != nil else { return }
        let queue = SegmentQueueFile(url: url, capacity: 100, byteLimit: 2_000)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        guard let claimed = try? queue.claim(for: "fuzz", until: now.addingTimeInterval(60), now: now) else { return }
        let settled = Set(claimed.calls.prefix(1).map(\.messageId))
        _ = try? queue.settle(
            settled, for: "fuzz", releasing: true, unsent: Array(claimed.calls.dropFirst()), notBefore: nil, now: now)
    }
}
#endif
