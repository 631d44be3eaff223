import DescriptorKit
import Foundation
import FoundationTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A closed write end is seen by its reader as the end of the data, which no other thread's
/// descriptors can fake: these tests never ask whether a number is still open, since another
/// test may have been handed the same number meanwhile.
@Suite("A descriptor with one owner")
struct FileDescriptorTests {
    private struct Refused: Error {}

    @Test func closingReleasesTheDescriptor() throws {
        let pipe = try FileDescriptor.pipe()
        let reader = pipe.reader
        pipe.writer.close()
        #expect(Self.readToEnd(reader) == [])
    }

    @Test func aDescriptorDroppedOnAThrowingPathIsClosed() throws {
        let pipe = try FileDescriptor.pipe()
        let reader = pipe.reader
        do {
            try Self.writeThenRefuse(pipe.writer)
            Issue.record("it did not throw")
        } catch {}
        #expect(Self.readToEnd(reader) == Array("x".utf8))
    }

    @Test func everyDescriptorItOpensClosesOnExec() throws {
        let pipe = try FileDescriptor.pipe()
        #expect(fcntl(pipe.reader.rawValue, F_GETFD) & FD_CLOEXEC != 0)
        #expect(fcntl(pipe.writer.rawValue, F_GETFD) & FD_CLOEXEC != 0)
        let null = try FileDescriptor.open("/dev/null", O_RDONLY)
        #expect(fcntl(null.rawValue, F_GETFD) & FD_CLOEXEC != 0)
    }

    @Test func installingAtANumberMovesTheFileThereAndClosesTheOriginal() throws {
        let source = try FileDescriptor.pipe()
        let target = try FileDescriptor.pipe()
        let reader = source.reader
        let number = target.writer
        try source.writer.install(at: number.rawValue)
        var byte = UInt8(ascii: "y")
        #expect(write(number.rawValue, &byte, 1) == 1)
        number.close()
        // The original write end was closed by the install, the copy just now: the reader sees the end.
        #expect(Self.readToEnd(reader) == Array("y".utf8))
    }

    @Test func aFailedOpenSaysWhy() throws {
        let folder = try TemporaryDirectory()
        let missing = folder.url.appending(path: "missing").path(percentEncoded: false)
        #expect(throws: SystemError(call: "open", code: ENOENT)) { _ = try FileDescriptor.open(missing, O_RDONLY) }
        #expect(SystemError(call: "open", code: ENOENT).description == "open: No such file or directory")
    }

    private static func writeThenRefuse(_ writer: consuming FileDescriptor) throws {
        var byte = UInt8(ascii: "x")
        #expect(write(writer.rawValue, &byte, 1) == 1)
        throw Refused()
    }

    private static func readToEnd(_ reader: borrowing FileDescriptor) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(reader.rawValue, $0.baseAddress, $0.count) }
            guard count > 0 else { return bytes }
            bytes += buffer[0..<count]
        }
    }
}
