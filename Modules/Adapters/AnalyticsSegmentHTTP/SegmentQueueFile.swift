import Foundation

/// The calls waiting for a later run, oldest first, in one JSON file. Bounded: when more wait
/// than it may hold, the oldest go, since the newest say most about how the app is used now.
struct SegmentQueueFile: Sendable {
    let url: URL
    let capacity: Int

    /// The waiting calls; a missing file is an empty queue, a damaged one is reported and replaced.
    func load() -> (calls: [SegmentTrackCall], problem: String?) {
        guard FileManager.default.fileExists(atPath: url.path) else { return ([], nil) }
        do {
            return (try JSONDecoder().decode([SegmentTrackCall].self, from: Data(contentsOf: url)), nil)
        } catch {
            return ([], "the analytics queue \(url.path) could not be read and was started afresh")
        }
    }

    /// Keeps `calls` (the newest `capacity` of them), returning how many of the oldest were dropped.
    func save(_ calls: [SegmentTrackCall]) throws -> Int {
        let dropped = max(0, calls.count - capacity)
        if calls.isEmpty {
            if FileManager.default.fileExists(atPath: url.path) {
                try FileManager.default.removeItem(at: url)
            }
            return 0
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(Array(calls.suffix(capacity))).write(to: url, options: .atomic)
        return dropped
    }
}
