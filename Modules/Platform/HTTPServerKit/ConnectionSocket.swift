import DescriptorKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One accepted connection's socket. Its own thread reads and writes it, never past a deadline;
/// another may only shut it down, which wakes that wait. Both the connection's thread and its table
/// entry hold this object, and the socket closes when the last lets go: shutting down a closed
/// number would hit whatever file another thread was given that number.
package final class ConnectionSocket: Sendable {
    enum Received {
        case bytes(Int)
        /// The peer closed, reset, or the socket was shut down.
        case closed
        case timedOut
    }

    private let descriptor: FileDescriptor

    /// Takes `accepted` as accepted: closed on exec, no SIGPIPE, no Nagle delay.
    init(accepted: consuming FileDescriptor) {
        let number = accepted.rawValue
        _ = fcntl(number, F_SETFD, FD_CLOEXEC)
        var on: Int32 = 1
        setsockopt(number, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
        setsockopt(number, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        descriptor = accepted
    }

    /// Waits until bytes arrive or `deadline` passes, then appends what is there to `buffer`.
    func receive(into buffer: inout [UInt8], before deadline: ContinuousClock.Instant) -> Received {
        while true {
            guard wait(for: POLLIN, before: deadline) else { return .timedOut }
            let count = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16_384) { chunk in
                let count = recv(descriptor.rawValue, chunk.baseAddress, chunk.count, Int32(MSG_DONTWAIT))
                if count > 0 { buffer.append(contentsOf: chunk[..<count]) }
                return count
            }
            if count > 0 { return .bytes(count) }
            if count < 0, errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
            return .closed
        }
    }

    /// Writes all of `bytes` before `deadline`; `false` when the peer is gone, the socket shut down or
    /// time ran out. `blocked` runs the first time the rest does not fit: the connection now waits on its client.
    package func write(
        _ bytes: [UInt8], before deadline: ContinuousClock.Instant, blocked: () -> Void = {}
    ) -> Bool {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)
        #elseif canImport(Darwin)
        let flags = MSG_DONTWAIT
        #endif
        var sent = 0
        var hasBlocked = false
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(descriptor.rawValue, $0.baseAddress, $0.count, flags) }
            if count > 0 {
                sent += count
            } else if count < 0, errno == EINTR {
                continue
            } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                if !hasBlocked {
                    hasBlocked = true
                    blocked()
                }
                guard wait(for: POLLOUT, before: deadline) else { return false }
            } else {
                return false
            }
        }
        return true
    }

    /// After a refusal: ends the sending side, then drops what the client still sends until it pauses
    /// (or `bound` passes). Closing on unread bytes would reset the connection, and a reset can lose the answer.
    package func finishSending(within bound: Duration = .seconds(1)) {
        shutdown(descriptor.rawValue, Int32(SHUT_WR))
        let end = ContinuousClock.now + bound
        var discarded: [UInt8] = []
        while discarded.count < 1 << 20, ContinuousClock.now < end,
            case .bytes = receive(into: &discarded, before: min(end, .now + .milliseconds(50)))
        {}
    }

    /// Makes the close abort the connection with a TCP reset instead of a clean end.
    package func reset() {
        var abort = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor.rawValue, SOL_SOCKET, SO_LINGER, &abort, socklen_t(MemoryLayout<linger>.size))
    }

    /// Ends both directions, waking the thread that waits on it; the descriptor stays open.
    func shutDown() {
        shutdown(descriptor.rawValue, Int32(SHUT_RDWR))
    }

    /// Whether the socket became ready for `event` (or failed, as the next call reports) before `deadline`.
    private func wait(for event: Int32, before deadline: ContinuousClock.Instant) -> Bool {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            var request = pollfd(fd: descriptor.rawValue, events: Int16(event), revents: 0)
            let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
            let ready = poll(&request, 1, Int32(clamping: max(1, milliseconds)))
            if ready != 0, ready > 0 || errno != EINTR { return true }
        }
    }
}
