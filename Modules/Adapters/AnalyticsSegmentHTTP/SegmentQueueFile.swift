import DescriptorKit
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calls waiting for a later run in one JSON file (``SegmentQueueContents``), bounded to `capacity` calls
/// and `byteLimit` bytes; past either the oldest go, since the newest say most about how the app is used now.
///
/// Several `mosaic` processes may flush at once, so the file is only read and changed under an exclusive lock
/// (`flock` on a lock file beside it).
struct SegmentQueueFile: Sendable {
    struct Claimed {
        /// Every call in the file no other run is sending: this run's to send, unless `notBefore` is ahead.
        var calls: [SegmentTrackCall]
        /// When the service asked not to be sent anything before, if that is still ahead.
        var notBefore: Date?
        /// What the user should know about the file, such as that it could not be read.
        var problem: String?
    }

    /// 1 MB: the default 1000 calls of about 300 bytes take a third; it always holds 30 of the largest queued
    /// (``SegmentTracker/largestCall``).
    static let standardByteLimit = 1_000_000

    let url: URL
    let capacity: Int
    let byteLimit: Int

    init(url: URL, capacity: Int, byteLimit: Int = standardByteLimit) {
        self.url = url
        self.capacity = capacity
        self.byteLimit = byteLimit
    }

    /// Claims for `run` until `until` every call no other run has, unless a `Retry-After` is still ahead.
    func claim(for run: String, until: Date, now: Date) throws -> Claimed {
        try withExclusiveLock {
            var (contents, problem) = read()
            contents.claims.removeAll { $0.until <= now || $0.run == run }
            let elsewhere = contents.claimed(at: now, byOtherThan: run)
            let free = contents.calls.filter { !elsewhere.contains($0.messageId) }
            if let notBefore = contents.notBefore, notBefore > now {
                return Claimed(calls: free, notBefore: notBefore, problem: problem)
            }
            guard !free.isEmpty else { return Claimed(calls: [], notBefore: nil, problem: problem) }
            contents.claims.append(SegmentClaim(run: run, until: until, messageIds: free.map(\.messageId)))
            do {
                let dropped = try write(&contents)
                if !dropped.isEmpty {
                    problem = [problem, "the queue held more than it may; dropped its \(dropped.count) oldest events"]
                        .compactMap { $0 }.joined(separator: "; ")
                }
            } catch {
                // Unclaimed, the calls stay queued for a run that can claim them.
                let failure = "the queue \(url.path) could not be written (\(error.localizedDescription))"
                return Claimed(
                    calls: [], notBefore: nil, problem: [problem, failure].compactMap { $0 }.joined(separator: "; "))
            }
            let mine = Set(contents.claims.filter { $0.run == run }.flatMap(\.messageIds))
            return Claimed(
                calls: contents.calls.filter { mine.contains($0.messageId) }, notBefore: nil, problem: problem)
        }
    }

    /// Removes the `settled` calls. When `releasing`, also ends `run`'s claim (its unsettled calls wait for any
    /// run again), appends the `unsent` ones the file lacks, and keeps the later `notBefore` unless passed.
    /// Returns the `messageId`s of the oldest calls dropped to stay within `capacity` and `byteLimit`.
    func settle(
        _ settled: Set<String>, for run: String, releasing: Bool, unsent: [SegmentTrackCall], notBefore: Date?,
        now: Date
    ) throws -> [String] {
        try withExclusiveLock {
            var contents = read().contents
            contents.calls.removeAll { settled.contains($0.messageId) }
            contents.claims.removeAll { $0.until <= now || (releasing && $0.run == run) }
            if releasing {
                let present = Set(contents.calls.map(\.messageId))
                contents.calls += unsent.filter { !present.contains($0.messageId) }
                contents.notBefore = [contents.notBefore, notBefore].compactMap { $0 }.filter { $0 > now }.max()
            }
            return try write(&contents)
        }
    }

    /// A missing file is an empty queue; an unreadable one is reported and read as empty, so the next write
    /// replaces it; one over ``byteLimit`` is not read but moved aside, so no run pays for it again.
    private func read() -> (contents: SegmentQueueContents, problem: String?) {
        let data: Data
        switch BoundedFile.contents(of: url.path, atMost: byteLimit) {
        case .missing:
            return (SegmentQueueContents(), nil)
        case .notARegularFile:
            return (SegmentQueueContents(), "the queue \(url.path) is not a regular file and was not read")
        case .tooLarge(let size):
            let aside = url.appendingPathExtension("rejected")
            let moved = rename(url.path, aside.path) == 0
            return (
                SegmentQueueContents(),
                "the queue \(url.path) holds \(size) bytes, more than the \(byteLimit) bytes a queue ever takes; "
                    + "its events were not read and will not be sent"
                    + (moved ? " (the file was moved to \(aside.path))" : "")
            )
        case .unreadable(let error):
            return (SegmentQueueContents(), "the queue \(url.path) could not be read (\(error.reason))")
        case .read(let bytes):
            data = Data(bytes)
        }
        guard let contents = try? JSONDecoder().decode(SegmentQueueContents.self, from: data) else {
            return (SegmentQueueContents(), "the queue \(url.path) could not be read and was started afresh")
        }
        return (contents, nil)
    }

    /// Keeps the newest calls within both bounds, or removes an empty file; returns those dropped.
    private func write(_ contents: inout SegmentQueueContents) throws -> [String] {
        let encoder = JSONEncoder()
        var kept = contents.calls.suffix(capacity)
        // The file is the calls' encodings joined by commas, inside everything else.
        var bytes = try encoder.encode(SegmentQueueContents(notBefore: contents.notBefore, claims: contents.claims))
            .count
        var start = kept.endIndex
        while start > kept.startIndex {
            let size = try encoder.encode(kept[start - 1]).count + 1
            guard bytes + size <= byteLimit else { break }
            bytes += size
            start -= 1
        }
        kept = kept[start...]
        let dropped = contents.calls.prefix(contents.calls.count - kept.count).map(\.messageId)
        contents.calls = Array(kept)
        let keptIds = Set(contents.calls.map(\.messageId))
        for index in contents.claims.indices {
            contents.claims[index].messageIds.removeAll { !keptIds.contains($0) }
        }
        contents.claims.removeAll(where: \.messageIds.isEmpty)
        if contents.calls.isEmpty, contents.notBefore == nil {
            if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
        } else {
            try encoder.encode(contents).write(to: url, options: .atomic)
        }
        return dropped
    }

    /// `body` only reads and writes the file, so another process waits milliseconds, never a network exchange.
    private func withExclusiveLock<Result>(_ body: () throws -> Result) throws -> Result {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lockPath = url.path + ".lock"
        do {
            return try LockFile(path: lockPath, permissions: 0o600).exclusively(unavailable: { $0 }, body)
        } catch let error as SystemError {
            let code: CocoaError.Code = error.call == "flock" ? .fileLocking : .fileWriteNoPermission
            throw CocoaError(code, userInfo: [NSFilePathErrorKey: lockPath])
        }
    }
}
