import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calls waiting for a later run, oldest first, in one JSON file, with the time before which
/// the service asked not to be sent anything (``SegmentQueueContents``). Bounded: when more wait
/// than it may hold, the oldest go, since the newest say most about how the app is used now.
///
/// Several `mosaic` processes may flush at once, so the file is only ever changed by a merge
/// under an exclusive lock (`flock` on a lock file beside it): each run removes the calls it
/// settled and adds the ones it could not send, keeping whatever another run queued meanwhile.
struct SegmentQueueFile: Sendable {
    let url: URL
    let capacity: Int

    /// What waits; a missing file is an empty queue, a damaged one is reported and replaced.
    func load() -> (contents: SegmentQueueContents, problem: String?) {
        guard FileManager.default.fileExists(atPath: url.path) else { return (SegmentQueueContents(), nil) }
        do {
            return (try SegmentQueueContents(data: Data(contentsOf: url)), nil)
        } catch {
            return (SegmentQueueContents(), "the analytics queue \(url.path) could not be read and was started afresh")
        }
    }

    /// Removes the calls whose `messageId` is in `settled` and appends those of `unsent` the file
    /// does not hold yet, keeping the newest `capacity`, and keeps the later of the file's
    /// `notBefore` and this one (one that has passed is forgotten). Returns the `messageId`s of
    /// the oldest calls dropped to stay within `capacity`.
    func merge(settled: Set<String>, unsent: [SegmentTrackCall], notBefore: Date?, now: Date) throws -> [String] {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return try withExclusiveLock {
            var contents = load().contents
            var calls = contents.calls.filter { !settled.contains($0.messageId) }
            let present = Set(calls.map(\.messageId))
            calls += unsent.filter { !present.contains($0.messageId) }
            let dropped = calls.prefix(max(0, calls.count - capacity)).map(\.messageId)
            contents.calls = Array(calls.suffix(capacity))
            contents.notBefore = [contents.notBefore, notBefore].compactMap { $0 }.filter { $0 > now }.max()
            if contents.calls.isEmpty, contents.notBefore == nil {
                if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
            } else {
                try JSONEncoder().encode(contents).write(to: url, options: .atomic)
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
