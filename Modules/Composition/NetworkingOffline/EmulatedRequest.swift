public import Foundation
public import Networking

/// A request as an emulator sees it: relative to the API's base URL, already split up.
public struct EmulatedRequest: Sendable {
    public var method: HTTPMethod
    /// Non-empty components after the base path: `.../v2/items/25/` under `.../v2` is `["items", "25"]`.
    public var path: [String]
    /// Query items by name; the last one wins when a name repeats.
    public var query: [String: String]
    public var body: Data?
    /// The base URL the request came in under, for building absolute URLs in answers.
    public var baseURL: URL

    public init?(_ request: HTTPRequest, baseURL: URL) {
        guard
            let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false),
            let base = URLComponents(url: baseURL, resolvingAgainstBaseURL: false),
            components.scheme?.lowercased() == base.scheme?.lowercased(),
            components.host?.lowercased() == base.host?.lowercased(),
            components.port == base.port
        else { return nil }
        let basePath = base.path.split(separator: "/").map(String.init)
        let fullPath = components.path.split(separator: "/").map(String.init)
        guard fullPath.starts(with: basePath) else { return nil }
        self.method = request.method
        self.path = Array(fullPath.dropFirst(basePath.count))
        self.query = Dictionary(
            (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }
        ) { _, last in last }
        self.body = request.body
        self.baseURL = baseURL
    }
}

extension EmulatedRequest {
    /// How many path components the base URL has, so the most specific route can win.
    var baseDepth: Int { baseURL.path.split(separator: "/").count }
}
