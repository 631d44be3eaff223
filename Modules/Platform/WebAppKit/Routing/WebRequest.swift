/// One request as a route's handler sees it, already checked by the server (host, size, token).
package struct WebRequest: Sendable {
    package var method: HTTPMethod
    /// The path, percent-decoded, such as `/launches/5eb8`.
    package var path: String
    /// The query's fields, percent-decoded; the first value of a repeated name wins.
    package var query: [String: String]
    package var form: [String: String]
    /// The values of the route pattern's `:name` segments.
    package var parameters: [String: String]
    /// The session token, for forms that POST (``WebForm/post(action:token:_:)``).
    package var sessionToken: String
    /// Where it comes from, and what answering it learns of the services behind the page.
    package var context: WebRequestContext

    package init(
        method: HTTPMethod, path: String, query: [String: String] = [:], form: [String: String] = [:],
        parameters: [String: String] = [:], sessionToken: String = "",
        context: WebRequestContext = WebRequestContext(isFromThisApp: false)
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.form = form
        self.parameters = parameters
        self.sessionToken = sessionToken
        self.context = context
    }
}
