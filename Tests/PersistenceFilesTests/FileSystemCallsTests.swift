import DiskStoreKit
import Foundation
import FoundationTesting
import Persistence
import Testing

@testable import PersistenceFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The words the files store's errors reach the user in. A real full disk is not reproduced (it
/// needs a small mounted file system): these are the `errno` values one gives.
@Suite struct FileSystemCallsTests {
    @Test func aFullDiskOrQuotaIsSaidInTheseWords() {
        #expect(FileSystemCalls.Failure(call: "write", path: "/b/.x.tmp", code: ENOSPC).cause == "the disk is full")
        #expect(
            FileSystemCalls.Failure(call: "write", path: "/b/.x.tmp", code: EDQUOT).cause
                == "the disk quota is exceeded")
        #expect(
            FileSystemCalls.Failure(call: "write", path: "/b/.x.tmp", code: ENOSPC).description
                == "write /b/.x.tmp: the disk is full")
    }

    @Test func foundationErrorsAreSaidByTheirPOSIXCauseNeverByTheirDomain() {
        let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
        let wrapped = NSError(domain: NSCocoaErrorDomain, code: 640, userInfo: [NSUnderlyingErrorKey: underlying])

        #expect(FileSystemCalls.words(for: wrapped) == "the disk is full")
        #expect(FileSystemCalls.words(for: underlying) == "the disk is full")
        #expect(FileSystemCalls.words(for: NSError(domain: NSCocoaErrorDomain, code: 640)) == "the disk is full")
        #expect(
            FileSystemCalls.words(for: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))) == "Permission denied")
    }

    @Test func creatingFoldersThroughAFileSaysSoInPlainWords() throws {
        let scratch = try TemporaryDirectory()
        let folder = scratch.url.appending(path: "file")
        try Data("a file".utf8).write(to: folder)

        let error = #expect(throws: FileSystemCalls.Failure.self) {
            try FileSystemCalls.createFolders(folder.appending(path: "inside/deeper"))
        }

        #expect(error?.description == "\(folder.path(percentEncoded: false)) is a file, not a folder")
    }

    @Test func creatingFoldersThatExistOrAreMissingWorks() throws {
        let scratch = try TemporaryDirectory()
        let folder = scratch.url.appending(path: "folders")

        try FileSystemCalls.createFolders(folder.appending(path: "a/b"))
        try FileSystemCalls.createFolders(folder.appending(path: "a/b/"))

        #expect(PathKind.of(folder.appending(path: "a/b").path(percentEncoded: false)) == .folder)
    }
}
