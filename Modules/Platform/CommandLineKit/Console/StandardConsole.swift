import DescriptorKit
import Synchronization
package import TerminalKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's real standard output and error. A failed write never stops the process: the first on
/// standard output is kept in ``outputFailure`` (reported once, its status ending the run) and later
/// output dropped; one on standard error is ignored, as there is nowhere left to say so.
package final class StandardConsole: Console {
    private let failure = Mutex<OutputFailure?>(nil)

    /// Claims the closed standard descriptors and ignores SIGPIPE process-wide: a write to a pipe whose
    /// reader went away then fails with `EPIPE`, which the writer handles (this console ends a command
    /// quietly with 141, a server drops the line and serves on), instead of the signal ending the process.
    package init() {
        Self.claimClosedStandardDescriptors()
        signal(SIGPIPE, SIG_IGN)
    }

    package var outputFailure: OutputFailure? { failure.withLock { $0 } }

    package func writeOutput(_ text: TerminalText) {
        failure.withLock { failure in
            guard failure == nil else { return }
            failure = Self.writeAll(text.encoded, to: STDOUT_FILENO)
        }
    }

    package func writeError(_ text: TerminalText) {
        _ = Self.writeAll(text.encoded, to: STDERR_FILENO)
    }

    package var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    package var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    package var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    package var terminalColumns: Int? {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return nil }
        return Int(window.ws_col)
    }

    /// Writes all of `text` to `descriptor`, resuming after interruptions and short writes.
    private static func writeAll(_ text: String, to descriptor: Int32) -> OutputFailure? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { buffer -> OutputFailure? in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else if written < 0, errno == EPIPE {
                    return .brokenPipe
                } else {
                    let code = written < 0 ? errno : EIO
                    return .unwritable(reason: String(cString: strerror(code)))
                }
            }
            return nil
        }
    }

    /// Opens `/dev/null` read-only on each closed descriptor of 0, 1 and 2, lest a file opened later (a
    /// store, a log) get it and what is meant for the terminal; a write to it fails (`EBADF`), reported.
    private static func claimClosedStandardDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            try? FileDescriptor.open("/dev/null", O_RDONLY).install(at: descriptor)
        }
    }
}
