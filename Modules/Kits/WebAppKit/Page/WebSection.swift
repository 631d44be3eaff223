/// What a feature slice brings to the web app: where its first page is and the routes of its pages.
public struct WebSection: Sendable {
    /// The path the home page links to, such as `/launches`.
    public var path: String
    /// Every route of the slice's pages.
    public var routes: [WebRoute]

    /// A section opening at `path` with `routes`.
    public init(path: String, routes: [WebRoute]) {
        self.path = path
        self.routes = routes
    }
}
