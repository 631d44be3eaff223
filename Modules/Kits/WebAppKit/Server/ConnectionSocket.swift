#if canImport(Glibc)
import Glibc

private let systemClose = Glibc.close
#elseif canImport(Darwin)
import Darwin

private let systemClose = Darwin.close
#endif

/// One accepted connection's socket. Its own thread reads (never past a deadline), writes and
/// closes it; another thread may only shut it down, which wakes that thread's wait.
struct ConnectionSocket: Sendable {
    enum Received {
        /// This many bytes were appended.
        case bytes(Int)
        /// The peer closed, reset, or the socket was shut down.
        case closed
        /// The deadline passed first.
        case timedOut
    }

    /// How long one write may block on a client that does not read, before the connection is dropped.
    static let writeTimeoutSeconds = 10

    let descriptor: Int32

    /// Takes `descriptor` as accepted: closed on exec, writes bounded in time, no SIGPIPE, no Nagle delay.
    init(accepted descriptor: Int32) {
        self.descriptor = descriptor
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        var timeout = timeval(tv_sec: Self.writeTimeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var on: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Waits until bytes arrive or `deadline` passes, then appends what is there to `buffer`.
    func receive(into buffer: inout [UInt8], before deadline: ContinuousClock.Instant) -> Received {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return .timedOut }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
            let ready = poll(&request, 1, Int32(clamping: max(1, milliseconds)))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else {
                if ready == 0 { continue }
                return .closed
            }
            let count = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16_384) { chunk in
                let count = recv(descriptor, chunk.baseAddress, chunk.count, 0)
                if count > 0 { buffer.append(contentsOf: chunk[..<count]) }
                return count
            }
            if count > 0 { return .bytes(count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            return .closed
        }
    }

    /// Writes all of `bytes`; `false` when the peer is gone or did not read for the write timeout.
    func write(_ bytes: [UInt8]) -> Bool {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, flags) }
            if count > 0 {
                sent += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// After a refusal: ends the sending side, then reads and drops what the client is still
    /// sending, until it pauses for a moment (or a second has passed). Closing with unread bytes
    /// would reset the connection, and a reset can destroy the answer before the client reads it.
    func finishSending() {
        shutdown(descriptor, Int32(SHUT_WR))
        let end = ContinuousClock.now + .seconds(1)
        var discarded: [UInt8] = []
        while discarded.count < 1 << 20, ContinuousClock.now < end,
            case .bytes = receive(into: &discarded, before: min(end, .now + .milliseconds(50)))
        {}
    }

    /// Ends both directions, waking the thread that waits on it; the descriptor stays open.
    func shutDown() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    func close() {
        _ = systemClose(descriptor)
    }
}
