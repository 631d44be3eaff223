import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Accepts connections on the listening socket, on a thread of its own, and hands each to
/// `admit`, until ``stop()``. It waits in `poll` on the socket and on a pipe, so that stopping
/// wakes it at once; it closes the socket when it ends.
final class ConnectionAcceptor: Sendable {
    private let listener: ListeningSocket
    private let wakeReader: Int32
    private let wakeWriter: Int32
    private let finished = Atomic(false)

    /// Starts accepting on `listener`.
    init(listener: ListeningSocket, admit: @escaping @Sendable (ConnectionSocket) -> Void) throws(WebServerError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw .cannotListen(port: listener.port, reason: String(cString: strerror(errno)))
        }
        self.listener = listener
        wakeReader = ends[0]
        wakeWriter = ends[1]
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        Thread { [self] in
            acceptUntilWoken(admit)
            for descriptor in [listener.descriptor, wakeReader, wakeWriter] { close(descriptor) }
            finished.store(true, ordering: .releasing)
        }.start()
    }

    /// Wakes the thread, which stops accepting and closes the socket.
    func stop() {
        var byte: UInt8 = 0
        _ = write(wakeWriter, &byte, 1)
    }

    /// Whether the thread has ended and the socket is closed.
    var hasFinished: Bool { finished.load(ordering: .acquiring) }

    private func acceptUntilWoken(_ admit: @Sendable (ConnectionSocket) -> Void) {
        var watched = [
            pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            watched[0].revents = 0
            watched[1].revents = 0
            let ready = poll(&watched, 2, -1)
            if ready < 0, errno == EINTR { continue }
            if ready < 0 || watched[1].revents != 0 { return }
            let descriptor = accept(listener.descriptor, nil, nil)
            if descriptor >= 0 {
                admit(ConnectionSocket(accepted: descriptor))
            } else if errno == EMFILE || errno == ENFILE || errno == ENOMEM || errno == ENOBUFS {
                // Out of descriptors or memory: the connection stays queued; retrying at once would spin.
                usleep(10_000)
            }
        }
    }
}
