import Networking

/// Why dealerships could not be shown, in words a user can act on.
public enum DealershipError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server could not be reached or did not answer in time.
    case unreachable(String)
    /// The server answered with GraphQL `errors`, such as an unknown dealership id.
    case server(operation: String, messages: [String])
    /// The response is not what the schema promises: missing or null fields, bad URLs, bad JSON.
    case malformedResponse(String)
    /// A bundled query file is missing (a packaging bug) or, for now, unreadable (out of descriptors).
    case unreadableQuery(String)
    /// Any other networking failure, such as an unexpected HTTP status.
    case failed(String)

    init(_ error: NetworkingError, operation: String) {
        switch error {
        case .graphQL(_, let messages): self = .server(operation: operation, messages: messages)
        case .undecodableBody(let endpoint, let reason):
            self = .malformedResponse("\(operation): unexpected response from \(endpoint): \(reason)")
        // A 5xx is an answer: Iron Forge was reached and failed, which "unreachable" would hide.
        case .httpStatus(let code, _, _) where code >= 500: self = .failed("Iron Forge failed: \(error.description)")
        case _ where error.isConnectivityFailure: self = .unreachable(error.description)
        default: self = .failed(error.description)
        }
    }

    public var description: String {
        switch self {
        case .unreachable(let reason): "Iron Forge is unreachable: \(reason)"
        case .server(let operation, let messages):
            "\(operation) failed on the server: \(messages.joined(separator: "; "))"
        case .malformedResponse(let reason): "Iron Forge sent a malformed response: \(reason)"
        case .unreadableQuery(let name): "the GraphQL query \(name).graphql could not be read from the app's resources"
        case .failed(let reason): reason
        }
    }
}
