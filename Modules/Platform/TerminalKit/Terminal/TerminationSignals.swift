import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signals that ask a client running until stopped (the terminal app, `mosaic serve`) to stop,
/// caught by a handler that only records which one arrived (an atomic store is async-signal-safe)
/// for the client to read on its next tick or to await. The handler is in place from
/// ``install(_:)`` on, so a client installs it before saying it runs and no signal is lost; a
/// dispatch signal source, needing the signal ignored first and listening only once resumed, would
/// discard one in between, and a SIGTERM right after start would leave the client running.
public enum TerminationSignals {
    /// What the terminal app stops on: SIGTERM, SIGHUP (its terminal went away) and SIGINT.
    public static let terminalApp: [Int32] = [SIGTERM, SIGHUP, SIGINT]
    /// What a server stops on: Ctrl-C and SIGTERM.
    public static let server: [Int32] = [SIGINT, SIGTERM]

    /// From now on each of `numbers` is recorded instead of ending the process; one recorded
    /// before is forgotten.
    public static func install(_ numbers: [Int32]) {
        requested.store(0, ordering: .relaxed)
        for number in numbers {
            signal(number) { number in requested.store(number, ordering: .relaxed) }
        }
    }

    /// The signal that arrived since the last call, if one did.
    public static func take() -> Int32? {
        let number = requested.exchange(0, ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// The next signal to arrive, looked for every `interval` (a sleep: no thread waits), or
    /// `nil` when the task is cancelled first.
    public static func next(checkingEvery interval: Duration = .milliseconds(50)) async -> Int32? {
        while !Task.isCancelled {
            if let number = take() { return number }
            try? await Task.sleep(for: interval)
        }
        return nil
    }

    public static func uninstall(_ numbers: [Int32]) {
        for number in numbers { signal(number, SIG_DFL) }
    }
}

private let requested = Atomic<Int32>(0)
