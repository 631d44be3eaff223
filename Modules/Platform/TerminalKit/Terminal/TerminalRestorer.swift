#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal settings to put back, kept where a signal handler can reach them: a crash handler
/// cannot capture Swift state, so they live in globals written once before any handler, then only read.
enum TerminalRestorer {
    /// Written once by `enterRawMode` on the main actor before handlers exist; read by handlers.
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var hasSaved = false
    /// The raw settings, written with `saved` and read by the SIGCONT handler to re-enter them.
    nonisolated(unsafe) private static var raw = termios()
    private static let resetSequence = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)
    /// The alternate screen, cleared, with the cursor hidden: what the session begins with.
    static let enterSequence = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J".utf8)

    static func enterRawMode() {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
        saved = settings
        hasSaved = true
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        settings.c_oflag &= ~tcflag_t(OPOST)
        settings.c_cflag |= tcflag_t(CS8)
        raw = settings
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }

    /// Takes the terminal again after a stop: raw mode, the alternate screen, the cursor hidden.
    /// Only async-signal-safe calls, so the SIGCONT handler may use it.
    static func reenter() {
        if hasSaved {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        }
        send(enterSequence)
    }

    /// Puts the terminal back. Only async-signal-safe calls, so crash handlers may use it.
    static func restore() {
        if hasSaved {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
        }
        send(resetSequence)
    }

    /// Writes all of `bytes` to the terminal, resuming after a short write. Only async-signal-safe
    /// calls, so the signal handlers may use it with a sequence kept here.
    static func send(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    static func installCrashHandlers() {
        for crash in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] {
            signal(crash) { TerminalRestorer.restoreAndRaise($0) }
        }
    }

    /// Restores the terminal and raises `number` with its default action. The signal is blocked
    /// while its handler runs: it is unblocked so the raise acts here, at once.
    static func restoreAndRaise(_ number: Int32) {
        restore()
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
    }
}
