import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calls waiting for a later run, oldest first, in one JSON file. Bounded: when more wait
/// than it may hold, the oldest go, since the newest say most about how the app is used now.
///
/// Several `mosaic` processes may flush at once, so the file is only ever changed by a merge
/// under an exclusive lock (`flock` on a lock file beside it): each run removes the calls it
/// settled and adds the ones it could not send, keeping whatever another run queued meanwhile.
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

    /// Removes the calls whose `messageId` is in `settled` and appends those of `unsent` the file
    /// does not hold yet, keeping the newest `capacity`; returns how many of the oldest were dropped.
    func merge(settled: Set<String>, unsent: [SegmentTrackCall]) throws -> Int {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return try withExclusiveLock {
            var calls = load().calls.filter { !settled.contains($0.messageId) }
            let present = Set(calls.map(\.messageId))
            calls += unsent.filter { !present.contains($0.messageId) }
            let dropped = max(0, calls.count - capacity)
            if calls.isEmpty {
                if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
            } else {
                try JSONEncoder().encode(Array(calls.suffix(capacity))).write(to: url, options: .atomic)
            }
            return dropped
        }
    }

    /// Runs `body` holding the queue's lock file; the body only reads and writes the file, so
    /// another process waits milliseconds, never a network exchange.
    private func withExclusiveLock<Result>(_ body: () throws -> Result) throws -> Result {
        let lockPath = url.path + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: lockPath])
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw CocoaError(.fileLocking, userInfo: [NSFilePathErrorKey: lockPath]) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
