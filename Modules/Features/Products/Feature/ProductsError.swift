import Networking

/// Why the shop could not show something, in words a shopper can act on.
public enum ProductsError: Error, Sendable, Hashable, CustomStringConvertible {
    case notFound(String)
    /// The API could not be reached, or failed on its side.
    case unreachable(String)
    case unexpectedResponse(String)

    init(_ error: NetworkingError, subject: String) {
        if error.isNotFound {
            self = .notFound("\(subject) was not found")
        } else if let code = error.statusCode, code >= 500 {
            // Reached, and failed on its side: "cannot be reached" would send the shopper to their network.
            self = .unreachable("the YOOX shop failed: \(error.description)")
        } else if error.isConnectivityFailure {
            self = .unreachable("the YOOX shop cannot be reached: \(error.description)")
        } else {
            self = .unexpectedResponse(error.description)
        }
    }

    public var description: String {
        switch self {
        case .notFound(let message), .unreachable(let message), .unexpectedResponse(let message): message
        }
    }
}
