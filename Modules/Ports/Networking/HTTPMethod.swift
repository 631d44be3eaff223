/// The HTTP methods the features use.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    /// A safe, idempotent read. Adapters may retry it.
    case get = "GET"
    /// A request with a body that may change state. Adapters never retry it.
    case post = "POST"
    /// An idempotent replacement.
    case put = "PUT"
    /// An idempotent removal.
    case delete = "DELETE"

    /// Whether sending the request twice has the same effect as sending it once.
    public var isIdempotent: Bool {
        self != .post
    }
}
