#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open file descriptor and its only owner. It cannot be copied, so one value holds the number;
/// closing consumes it, so a second close does not compile, and one dropped unclosed (a throw, an early
/// return) closes in `deinit`. Every descriptor Mosaic opens is held in one from the call that opened
/// it: a number closed twice would close whatever file another thread was handed that number meanwhile.
package struct FileDescriptor: ~Copyable, Sendable {
    /// The number, to pass to a system call while this value is alive; never to close.
    package let rawValue: Int32

    /// Takes ownership of `rawValue`, just returned by a call that opened it (`socket`, `accept`).
    package init(adopting rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Opens `path` (`open(2)` with `flags`, always close-on-exec so no child inherits it).
    package static func open(
        _ path: String, _ flags: Int32, permissions: UInt16 = 0
    ) throws(SystemError) -> FileDescriptor {
        while true {
            #if canImport(Glibc)
            let opened = Glibc.open(path, flags | O_CLOEXEC, mode_t(permissions))
            #elseif canImport(Darwin)
            let opened = Darwin.open(path, flags | O_CLOEXEC, mode_t(permissions))
            #endif
            if opened >= 0 { return FileDescriptor(adopting: opened) }
            if errno != EINTR { throw SystemError(call: "open", code: errno) }
        }
    }

    /// A one-way channel whose two ends close on exec. On Linux it is a Unix socket pair, the
    /// one kind of pair made close-on-exec in the same call (Swift's Glibc has no `pipe2`), so no
    /// process that another thread starts meanwhile can inherit an end and hold it open; on
    /// Darwin, a pipe marked at once after (spawn there with `POSIX_SPAWN_CLOEXEC_DEFAULT`).
    package static func pipe() throws(SystemError) -> DescriptorPair {
        var ends: [Int32] = [-1, -1]
        #if canImport(Glibc)
        let made = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends)
        if made == 0 {
            shutdown(ends[0], Int32(SHUT_WR))
            shutdown(ends[1], Int32(SHUT_RD))
        }
        #elseif canImport(Darwin)
        let made = Darwin.pipe(&ends)
        if made == 0 { for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) } }
        #endif
        guard made == 0 else { throw SystemError(call: "pipe", code: errno) }
        return DescriptorPair(reader: FileDescriptor(adopting: ends[0]), writer: FileDescriptor(adopting: ends[1]))
    }

    /// Makes `number` (a standard descriptor: 0, 1 or 2) this file, inherited by the programs
    /// the process starts, and gives up this value: the process keeps `number` open to its end.
    package consuming func install(at number: Int32) throws(SystemError) {
        let isThatNumber = rawValue == number
        let result = isThatNumber ? fcntl(number, F_SETFD, 0) : dup2(rawValue, number)
        let code = errno
        if isThatNumber, result == 0 { discard self } else { close() }
        if result < 0 { throw SystemError(call: isThatNumber ? "fcntl" : "dup2", code: code) }
    }

    /// Closes it. `EINTR` is not retried: on Linux the number is already released, and a retry
    /// could close another thread's new file.
    package consuming func close() {
        Self.release(rawValue)
        discard self
    }

    deinit {
        Self.release(rawValue)
    }

    private static func release(_ rawValue: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(rawValue)
        #elseif canImport(Darwin)
        _ = Darwin.close(rawValue)
        #endif
    }
}
