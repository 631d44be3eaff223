public import Networking

/// Why a flush sent nothing that PostHog kept; the events wait for the next flush.
public enum PostHogError: Error, CustomStringConvertible {
    /// The request did not get an answer.
    case unreachable(NetworkingError)
    /// PostHog answered with a status other than 2xx.
    case refused(status: Int)

    public var description: String {
        switch self {
        case .unreachable(let error): "PostHog could not be reached: \(error)"
        case .refused(let status): "PostHog refused the batch with HTTP \(status)"
        }
    }
}
