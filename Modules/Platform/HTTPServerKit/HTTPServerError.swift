/// Why the server could not start.
package enum HTTPServerError: Error, Equatable, CustomStringConvertible {
    case portInUse(UInt16)
    /// The socket could not be made, bound or listened on; the reason is the system's.
    case cannotListen(port: UInt16, reason: String)

    package var description: String {
        switch self {
        case .portInUse(let port): "port \(port) on 127.0.0.1 is already in use; pick another with --port, or 0 for any"
        case .cannotListen(let port, let reason): "cannot listen on 127.0.0.1:\(port): \(reason)"
        }
    }
}
