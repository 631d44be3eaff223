import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGTSTP, SIGCONT and SIGQUIT while the app owns the terminal, handled so the shell always gets
/// it back. On SIGTSTP (`kill -TSTP`, or Ctrl-Z, a key in raw mode that the session re-raises) the
/// terminal is restored before the default stop; on SIGCONT raw mode and the alternate screen are
/// retaken and a full redraw asked for; on SIGQUIT the terminal is restored and the signal re-raised
/// at once with its default action, before the runtime's backtracer could hold the screen.
/// The handlers call only async-signal-safe functions (`tcsetattr`, `write`, `signal`,
/// `pthread_sigmask`, `raise`) and an atomic store; the session reads the flag on its next tick.
enum SuspendSignals {
    static let handled: [Int32] = [SIGTSTP, SIGCONT, SIGQUIT]

    static func install() {
        signal(SIGTSTP, stopAfterRestoring)
        signal(SIGCONT, retakeTerminal)
        signal(SIGQUIT) { TerminalRestorer.restoreAndRaise($0) }
    }

    static func uninstall() {
        for number in handled { signal(number, SIG_DFL) }
    }

    /// Whether the app was continued since the last call, and so must draw the whole screen.
    static func takeRedraw() -> Bool {
        redrawRequested.exchange(false, ordering: .relaxed)
    }
}

private let redrawRequested = Atomic<Bool>(false)

private func stopAfterRestoring(_ number: Int32) {
    // Execution resumes here on SIGCONT (whose handler retakes the terminal).
    TerminalRestorer.restoreAndRaise(SIGTSTP)
    signal(SIGTSTP, stopAfterRestoring)
    // Continued, or never stopped: the kernel discards a stop in an orphaned process group (a
    // shell without job control). Either way the app runs on, so it takes the terminal back.
    retakeTerminal(SIGCONT)
}

private func retakeTerminal(_ number: Int32) {
    TerminalRestorer.reenter()
    redrawRequested.store(true, ordering: .relaxed)
}
