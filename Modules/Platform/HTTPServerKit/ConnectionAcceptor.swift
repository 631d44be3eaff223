import DescriptorKit
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Accepts connections on its own thread and hands each to `admit`, until ``stop()`` wakes its
/// `poll` through a pipe. Then the socket stops listening: connections are refused, and the port
/// stays held (given to no other server) until this object goes. The thread holds this object, and
/// so the pipe, so ``stop()`` never writes to a closed end.
final class ConnectionAcceptor: Sendable {
    /// The longest pause after `accept` failed for want of descriptors or memory.
    static let longestBackOff = Duration.seconds(1)

    private let listener: ListeningSocket
    private let wake: DescriptorPair
    private let finished = Atomic(false)

    init(
        listener: consuming ListeningSocket, startThread: ServerThread.Start,
        admit: @escaping @Sendable (ConnectionSocket) -> Void
    ) throws(HTTPServerError) {
        let port = listener.port
        do throws(SystemError) {
            wake = try FileDescriptor.pipe()
            self.listener = listener
            try startThread { [self] in
                acceptUntilWoken(admit)
                shutdown(self.listener.descriptor.rawValue, Int32(SHUT_RDWR))
                finished.store(true, ordering: .releasing)
            }
        } catch {
            throw .cannotListen(port: port, reason: error.reason)
        }
    }

    /// Wakes the thread, which stops accepting and closes the socket.
    func stop() {
        var byte: UInt8 = 0
        _ = write(wake.writer.rawValue, &byte, 1)
    }

    /// Whether the thread has ended and the socket stopped listening.
    var hasFinished: Bool { finished.load(ordering: .acquiring) }

    private func acceptUntilWoken(_ admit: @Sendable (ConnectionSocket) -> Void) {
        let listening = listener.descriptor.rawValue
        var watched = [
            pollfd(fd: listening, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake.reader.rawValue, events: Int16(POLLIN), revents: 0),
        ]
        var backOff = Duration.zero
        var pausing = false
        while true {
            watched[0].revents = 0
            watched[1].revents = 0
            // While pausing, only the pipe is watched: the queued connection would wake it at once.
            let ready = pausing ? poll(&watched[1], 1, Self.milliseconds(backOff)) : poll(&watched, 2, -1)
            if ready < 0, errno == EINTR { continue }
            if ready < 0 || watched[1].revents != 0 { return }
            if pausing {
                pausing = false
                continue
            }
            // The socket does not block: a connection gone before it was accepted is no wait.
            let accepted = accept(listening, nil, nil)
            if accepted >= 0 {
                backOff = .zero
                admit(ConnectionSocket(accepted: FileDescriptor(adopting: accepted)))
            } else if errno == EMFILE || errno == ENFILE || errno == ENOMEM || errno == ENOBUFS {
                // Out of descriptors or memory: the connection stays queued until some are free; retrying now spins.
                backOff = min(max(backOff * 2, .milliseconds(10)), Self.longestBackOff)
                pausing = true
            }
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        Int32(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }
}
