import DescriptorKit
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe whose read end becomes readable, for good, once ``signal()`` is called: every thread
/// that polls it beside its socket wakes at once, so stopping a server never waits on a timeout.
final class WakeSignal: Sendable {
    private let ends: DescriptorPair

    /// The read end, to poll for `POLLIN`.
    var descriptor: Int32 { ends.reader.rawValue }

    init() throws(LoopbackServerError) {
        do {
            ends = try FileDescriptor.pipe()
        } catch {
            throw .systemCall("pipe", errno: error.code)
        }
    }

    /// Wakes every present and future poll of ``descriptor``.
    func signal() {
        var byte: UInt8 = 1
        _ = write(ends.writer.rawValue, &byte, 1)
    }

    /// Whether ``signal()`` has been called.
    var isSignalled: Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0
    }

    /// Waits up to `duration` on this thread; returns `true` when woken by ``signal()`` first.
    func wait(for duration: Duration) -> Bool {
        let deadline = ContinuousClock.now + duration
        while true {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { return false }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, remaining.pollTimeout)
            if ready > 0 { return true }
            if ready < 0 && errno != EINTR { return false }
        }
    }
}

extension Duration {
    /// Whole milliseconds for `poll`, rounded up so a short wait is not a busy loop, at most a minute.
    var pollTimeout: Int32 {
        let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
        let milliseconds =
            components.seconds * 1_000
            + (components.attoseconds + attosecondsPerMillisecond - 1) / attosecondsPerMillisecond
        return Int32(clamping: min(max(milliseconds, 0), 60_000))
    }
}
