import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Owns the terminal while the interactive app runs: raw mode, the alternate screen, a hidden
/// cursor, and putting all of it back on exit, on Ctrl-C, on termination and on a crash signal.
@MainActor
public final class TerminalSession {
    public enum Event: Sendable {
        case input([UInt8])
        case resize, tick, terminate
    }

    private let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation
    private var sources: [any DispatchSourceProtocol] = []
    private var ticker: Task<Void, Never>?
    private var isActive = false

    /// Opens a session, or returns `nil` when stdin or stdout is not a terminal.
    public init?() {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        (events, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .unbounded)
    }

    /// The events to react to, until ``end()``.
    public var eventStream: AsyncStream<Event> { events }

    /// The terminal's current size, never smaller than 1x1.
    public var size: TerminalSize {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return .minimum
        }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    public func begin(tickInterval: Duration = .milliseconds(100)) {
        guard !isActive else { return }
        isActive = true
        TerminalRestorer.enterRawMode()
        TerminalRestorer.send(TerminalRestorer.enterSequence)
        let continuation = continuation
        sources = [
            Self.inputSource(yielding: continuation),
            Self.signalSource(SIGWINCH, yielding: .resize, to: continuation),
        ]
        TerminationSignals.install(TerminationSignals.terminalApp)
        SuspendSignals.install()
        TerminalRestorer.installCrashHandlers()
        ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: tickInterval)
                if TerminationSignals.take() != nil {
                    continuation.yield(.terminate)
                } else {
                    // After a stop and a continue, the screen holds whatever the shell drew.
                    continuation.yield(SuspendSignals.takeRedraw() ? .resize : .tick)
                }
            }
        }
    }

    /// Restores the terminal exactly as it was and stops the events.
    public func end() {
        guard isActive else { return }
        isActive = false
        ticker?.cancel()
        sources.forEach { $0.cancel() }
        sources.removeAll()
        TerminationSignals.uninstall(TerminationSignals.terminalApp)
        SuspendSignals.uninstall()
        TerminalRestorer.restore()
        continuation.finish()
    }

    public func write(_ text: TerminalText) {
        TerminalRestorer.send(Array(text.encoded.utf8))
    }

    /// Ctrl-Z.
    private nonisolated static let suspendKey: UInt8 = 0x1A

    // Dispatch runs these handlers on its own queues: they are built outside the main actor so
    // Swift does not treat them as main-actor closures (which would trap when called there).
    private nonisolated static func inputSource(
        yielding continuation: AsyncStream<Event>.Continuation
    ) -> any DispatchSourceRead {
        let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .global())
        source.setEventHandler {
            var buffer = [UInt8](repeating: 0, count: 1024)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count > 0 {
                var bytes = Array(buffer[0..<count])
                // Raw mode turns off the terminal's own signals, so Ctrl-Z arrives as a byte:
                // it suspends the app as it would any program. Sent to the process, not raised:
                // dispatch's worker threads block signals, so one raised here would never arrive.
                if bytes.contains(suspendKey) {
                    bytes.removeAll { $0 == suspendKey }
                    kill(getpid(), SIGTSTP)
                }
                guard !bytes.isEmpty else { return }
                continuation.yield(.input(bytes))
            } else if count == 0 {
                continuation.yield(.terminate)
            }
        }
        source.resume()
        return source
    }

    private nonisolated static func signalSource(
        _ number: Int32,
        yielding event: Event,
        to continuation: AsyncStream<Event>.Continuation
    ) -> any DispatchSourceSignal {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { continuation.yield(event) }
        source.resume()
        return source
    }
}
