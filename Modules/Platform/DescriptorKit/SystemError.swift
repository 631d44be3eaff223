#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call that failed, and the `errno` it left.
package struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call, as in its manual page (`open`, `pipe`).
    package let call: String
    /// `errno`.
    package let code: Int32

    package init(call: String, code: Int32) {
        self.call = call
        self.code = code
    }

    package var reason: String { String(cString: strerror(code)) }

    package var description: String { "\(call): \(reason)" }
}
