package import DescriptorKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts the server's threads with `pthread_create`, which reports hitting a thread limit (the
/// process's or its container's); Foundation's `Thread.start()` does not on Linux, and its work
/// would then never run, nor release what it owns.
package enum ServerThread {
    /// Runs `body` on a new detached thread, or throws without running it.
    package typealias Start = @Sendable (_ body: @escaping @Sendable () -> Void) throws(SystemError) -> Void

    package static func start(_ body: @escaping @Sendable () -> Void) throws(SystemError) {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        let code = pthread_create(
            &thread, nil,
            { work in
                if let work { Unmanaged<Work>.fromOpaque(work).takeRetainedValue().body() }
                return nil
            }, work)
        #elseif canImport(Darwin)
        var thread: pthread_t?
        let code = pthread_create(
            &thread, nil,
            { work in
                Unmanaged<Work>.fromOpaque(work).takeRetainedValue().body()
                return nil
            }, work)
        #endif
        guard code == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            throw SystemError(call: "pthread_create", code: code)
        }
        // Nothing joins it: its resources go back when it ends.
        #if canImport(Glibc)
        pthread_detach(thread)
        #elseif canImport(Darwin)
        if let thread { pthread_detach(thread) }
        #endif
    }

    private final class Work {
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
}
