/// Finds the route for a request: `404` when no pattern matches the path, `405` with an
/// `Allow` header when patterns match but not for this method.
public struct WebRouter: Sendable {
    /// The routes, first match wins.
    public let routes: [WebRoute]

    /// A router over `routes`.
    public init(_ routes: [WebRoute]) {
        self.routes = routes
    }

    /// The answer to `request`.
    @MainActor
    public func respond(to request: WebRequest) async -> WebResponse {
        let matching = routes.compactMap { route in route.match(request.path).map { (route, $0) } }
        guard !matching.isEmpty else { return .text("Not found.", status: 404) }
        // HEAD is answered as GET; the server leaves the body out.
        let method = request.method == .head ? .get : request.method
        guard let (route, parameters) = matching.first(where: { $0.0.method == method }) else {
            return Self.methodNotAllowed(Set(matching.map(\.0.method)))
        }
        var routed = request
        routed.parameters = parameters
        return await route.handler(routed)
    }

    /// The answer to a method the app does not know: `405` where some route matches the path, else `404`.
    func refusal(unknownMethodOn path: String) -> WebResponse {
        let allowed = Set(routes.filter { $0.match(path) != nil }.map(\.method))
        guard !allowed.isEmpty else { return .text("Not found.", status: 404) }
        return Self.methodNotAllowed(allowed)
    }

    private static func methodNotAllowed(_ methods: Set<HTTPMethod>) -> WebResponse {
        var allowed = methods
        if allowed.contains(.get) { allowed.insert(.head) }
        var response = WebResponse.text("Method not allowed.", status: 405)
        response.headers["Allow"] = HTTPMethod.allCases.filter(allowed.contains).map(\.rawValue).joined(separator: ", ")
        return response
    }

    /// Whether some route answers POST on `path`: the server asks for the token only there.
    func allowsPost(_ path: String) -> Bool {
        routes.contains { $0.method == .post && $0.match(path) != nil }
    }
}
