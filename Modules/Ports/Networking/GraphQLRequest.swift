/// A GraphQL operation to send over HTTP, as `{"query", "variables", "operationName"}`.
///
/// Values are passed as ``variables``, never interpolated into ``query``.
public struct GraphQLRequest: Sendable, Hashable, Codable {
    /// The GraphQL document.
    public var query: String
    /// The operation's variables, by name without the `$`.
    public var variables: [String: JSONValue]
    /// The operation to run when the document defines several.
    public var operationName: String?

    /// Creates a request.
    public init(query: String, variables: [String: JSONValue] = [:], operationName: String? = nil) {
        self.query = query
        self.variables = variables
        self.operationName = operationName
    }
}
