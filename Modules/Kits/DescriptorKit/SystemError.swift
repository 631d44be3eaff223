#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call that failed, and the `errno` it left.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call, as in its manual page (`open`, `pipe`).
    public let call: String
    /// `errno`.
    public let code: Int32

    /// The failure of `call` with `code`.
    public init(call: String, code: Int32) {
        self.call = call
        self.code = code
    }

    /// The system's words for `code`.
    public var reason: String { String(cString: strerror(code)) }

    public var description: String { "\(call): \(reason)" }
}
