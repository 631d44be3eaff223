import DescriptorKit
import DiskStoreKit
import Foundation
import Persistence

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The store's lock file, `.mosaic-store.lock`: held exclusively (`flock`) while a batch is
/// written or stale temporary files are removed, so that several processes (or several stores
/// in one process) never see each other's half-done work.
///
/// Not `Sendable`: the store actor owns it and never lets it escape.
final class FileStoreLock {
    static let fileName = ".mosaic-store.lock"

    private let descriptor: FileDescriptor
    private let path: String

    /// Opens (creating when missing) the lock file in `directory`.
    init(directory: URL) throws(FileSystemCalls.Failure) {
        let file = directory.appending(path: Self.fileName, directoryHint: .notDirectory)
        let path = file.path(percentEncoded: false)
        // Non-blocking, and checked to be a file: a named pipe in its place must not hang the open.
        // Held in a local until nothing can fail, so a throw closes it once, here.
        let opened = try FileSystemCalls.open(file, O_RDWR | O_CREAT | O_NONBLOCK | O_NOCTTY, permissions: 0o644)
        if let kind = PathKind.of(openFile: opened.rawValue)?.words {
            throw FileSystemCalls.Failure(call: "open", path: path, code: 0, kind: kind)
        }
        self.path = path
        descriptor = opened
    }

    /// Runs `body` holding the lock, waiting for any other holder to finish first.
    func exclusively<Result>(_ body: () throws(PersistenceError) -> Result) throws(PersistenceError) -> Result {
        while flock(descriptor.rawValue, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw .ioFailure(reason: "\(FileSystemCalls.Failure(call: "flock", path: path, code: errno))")
            }
        }
        defer { flock(descriptor.rawValue, LOCK_UN) }
        return try body()
    }
}
