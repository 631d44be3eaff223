import Networking

/// Why launches could not be shown, in words a user can act on.
public enum LaunchesError: Error, Sendable, Hashable, CustomStringConvertible {
    case launchNotFound(id: String)
    /// The API could not be reached; trying again later may work.
    case unreachable(String)
    /// The API answered, but not with usable launches.
    case failed(String)

    init(_ error: NetworkingError, launchID: String? = nil) {
        if error.isNotFound, let launchID {
            self = .launchNotFound(id: launchID)
        } else if error.isConnectivityFailure {
            self = .unreachable(error.description)
        } else {
            self = .failed(error.description)
        }
    }

    public var description: String {
        switch self {
        case .launchNotFound(let id): "no launch has the id \(id)"
        case .unreachable(let reason): "SpaceX API unavailable: \(reason)"
        case .failed(let reason): "SpaceX API error: \(reason)"
        }
    }
}
