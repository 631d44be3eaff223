import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGTERM, SIGHUP and SIGINT, caught by a handler that only sets a flag (an atomic store is
/// async-signal-safe) for the session to read on its next tick.
///
/// A dispatch signal source needs the signal ignored first and registers its own handler later,
/// so a signal in between was lost: a SIGTERM right after start left the app running.
enum TerminationSignals {
    static let caught: [Int32] = [SIGTERM, SIGHUP, SIGINT]

    static func install() {
        for number in caught {
            signal(number) { _ in terminationRequested.store(true, ordering: .relaxed) }
        }
    }

    /// Whether a termination signal arrived since the last call.
    static func take() -> Bool {
        terminationRequested.exchange(false, ordering: .relaxed)
    }

    static func uninstall() {
        for number in caught { signal(number, SIG_DFL) }
    }
}

private let terminationRequested = Atomic<Bool>(false)
