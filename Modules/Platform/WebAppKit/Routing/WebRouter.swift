/// Finds a request's route: `404` when no pattern matches the path, `405` with `Allow` when none for
/// this method does. The most literal matching patterns own a path: `/launches/refresh` is the
/// refresh route's (POST only, so a GET there is `405`), not a launch called "refresh".
package struct WebRouter: Sendable {
    /// The routes; among the owners of a path, the first one for the method wins.
    package let routes: [WebRoute]

    package init(_ routes: [WebRoute]) {
        self.routes = routes
    }

    package func respond(to request: WebRequest) async -> WebResponse {
        // HEAD is answered as GET; the server leaves the body out.
        let method = request.method == .head ? .get : request.method
        guard let (route, parameters) = owners(of: request.path).first(where: { $0.route.method == method }) else {
            return refusal(unknownMethodOn: request.path)
        }
        var routed = request
        routed.parameters = parameters
        // No one is shown the page a HEAD asks for, so answering it records nothing.
        if request.method == .head { routed.context = WebRequestContext(isFromThisApp: false) }
        return await route.handler(routed)
    }

    /// The answer to a method no route of `path` takes: `405` where some route owns the path, else `404`.
    func refusal(unknownMethodOn path: String) -> WebResponse {
        let owners = owners(of: path)
        guard !owners.isEmpty else { return .text("Not found.", status: 404) }
        return Self.methodNotAllowed(Set(owners.map(\.route.method)))
    }

    /// Whether a POST route owns `path`: the server asks for the token only there.
    func allowsPost(_ path: String) -> Bool {
        owners(of: path).contains { $0.route.method == .post }
    }

    /// The routes matching `path` with the most literal segments, in order, with their parameters.
    private func owners(of path: String) -> [(route: WebRoute, parameters: [String: String])] {
        let matching = routes.compactMap { route in route.match(path).map { (route: route, parameters: $0) } }
        let most = matching.map(\.route.literalSegmentCount).max()
        return matching.filter { $0.route.literalSegmentCount == most }
    }

    private static func methodNotAllowed(_ methods: Set<HTTPMethod>) -> WebResponse {
        var allowed = methods
        if allowed.contains(.get) { allowed.insert(.head) }
        var response = WebResponse.text("Method not allowed.", status: 405)
        response.headers["Allow"] = HTTPMethod.allCases.filter(allowed.contains).map(\.rawValue).joined(separator: ", ")
        return response
    }
}
