/// How the adapter proves who it is to the flag service: the two schemes OFREP's OpenAPI document declares.
public enum OFREPCredentials: Sendable, Hashable {
    /// `Authorization: Bearer <token>`.
    case bearer(String)
    /// `X-API-Key: <key>`.
    case apiKey(String)

    public static let tokenVariable = "MOSAIC_FLAGS_SERVICE_TOKEN"
    public static let apiKeyVariable = "MOSAIC_FLAGS_SERVICE_API_KEY"

    /// The credentials set in `environment`, the token first when both are; `nil` when none is.
    public init?(environment: [String: String]) {
        if let token = environment[Self.tokenVariable], !token.isEmpty {
            self = .bearer(token)
        } else if let key = environment[Self.apiKeyVariable], !key.isEmpty {
            self = .apiKey(key)
        } else {
            return nil
        }
    }

    var header: (name: String, value: String) {
        switch self {
        case .bearer(let token): ("Authorization", "Bearer \(token)")
        case .apiKey(let key): ("X-API-Key", key)
        }
    }
}
