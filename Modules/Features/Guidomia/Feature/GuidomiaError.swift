import Networking

/// Why the offers could not be shown.
public enum GuidomiaError: Error, Sendable, Equatable {
    /// The server has no car list at the configured address.
    case notFound
    /// The server could not be reached; the detail says why.
    case unreachable(String)
    /// Anything else, described for a person.
    case failed(String)

    init(_ error: NetworkingError) {
        if error.isNotFound {
            self = .notFound
        } else if error.isConnectivityFailure {
            self = .unreachable(error.description)
        } else {
            self = .failed(error.description)
        }
    }
}
