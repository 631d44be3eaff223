/// Why a loopback socket could not be made.
public enum LoopbackServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A system call failed with `errno`.
    case systemCall(String, errno: Int32)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .systemCall(let call, let errno): "\(call) failed with errno \(errno)"
        }
    }
}
