import TerminalKit
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signals a long-running client stops on are caught from the moment they are installed: none sent
/// before the client waits is lost. Signals are the process's, so the tests take turns.
@Suite(.serialized)
struct TerminationSignalsTests {
    /// The signal recorded, looked for every 10 ms for at most five minutes, which only a lost signal reaches.
    private func recorded() async -> Int32? {
        for _ in 0..<30_000 {
            if let number = TerminationSignals.take() { return number }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return nil
    }

    @Test func aSIGTERMSentBeforeAnyoneWaitsIsKeptForTheWait() async {
        TerminationSignals.install(TerminationSignals.server)
        defer { TerminationSignals.uninstall(TerminationSignals.server) }
        kill(getpid(), SIGTERM)
        #expect(await recorded() == SIGTERM)
        #expect(TerminationSignals.take() == nil, "a signal is taken once")
    }

    @Test func theWaitEndsWithTheSignalThatArrived() async {
        TerminationSignals.install(TerminationSignals.terminalApp)
        defer { TerminationSignals.uninstall(TerminationSignals.terminalApp) }
        let waiting = Task { await TerminationSignals.next() }
        // Five minutes, which only a lost signal reaches: then the wait is cancelled and ends with nil.
        let deadline = Task {
            try? await Task.sleep(for: .seconds(300))
            waiting.cancel()
        }
        kill(getpid(), SIGHUP)
        #expect(await waiting.value == SIGHUP)
        deadline.cancel()
    }
}
