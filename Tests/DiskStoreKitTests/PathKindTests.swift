import DiskStoreKit
import Foundation
import FoundationTesting
import Persistence
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("What is at a path, found without opening it")
struct PathKindTests {
    @Test func eachKindIsToldApartWithoutBlocking() throws {
        let folder = try TemporaryDirectory()
        let root = folder.url.path(percentEncoded: false)
        let file = root + "/file"
        let fifo = root + "/fifo"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(symlink(root + "/nowhere", root + "/dangling") == 0)
        #expect(symlink(root + "/loop-b", root + "/loop-a") == 0)
        #expect(symlink(root + "/loop-a", root + "/loop-b") == 0)

        #expect(PathKind.of(root) == .folder)
        #expect(PathKind.of(root + "/") == .folder)
        #expect(PathKind.of(file) == .regularFile)
        #expect(PathKind.of(root + "/absent") == .missing)
        #expect(PathKind.of(fifo) == .other("a named pipe (FIFO)"))
        #expect(PathKind.of("/dev/null") == .other("a character device"))
        #expect(PathKind.of(root + "/dangling") == .other("a symbolic link to a file that does not exist"))
        #expect(PathKind.of(root + "/loop-a") == .other("a symbolic link loop"))
        #expect(PathKind.of(file + "/under") == .other("a path under a file"))
        #expect(PathKind.of(fifo).words == "a named pipe (FIFO)")
        #expect(PathKind.of(root).words == "a folder")
        #expect(PathKind.of(file).words == nil)
    }

    @Test func aDamagedStoreIsMovedAsideUnderAFreeName() throws {
        let folder = try TemporaryDirectory()
        let store = folder.url.path(percentEncoded: false) + "/p.sqlite"
        let time = Date(timeIntervalSince1970: 1_795_996_800)  // 2026-11-30T00:00:00Z
        let first = MovedStore.freeAsideLocation(for: store, at: time)
        #expect(first == store + ".damaged-20261130T000000Z")
        #expect(FileManager.default.createFile(atPath: first, contents: nil))
        #expect(MovedStore.freeAsideLocation(for: store, at: time) == first + "-2")
    }
}
