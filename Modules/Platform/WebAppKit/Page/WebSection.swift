/// What a feature slice brings to the web app: its first page's path, its look and its pages' routes.
package struct WebSection: Sendable {
    /// The path the home page links to, such as `/launches`.
    package var path: String
    /// Every route of the slice's pages, each rendering its pages in the section's look.
    package var routes: [WebRoute]

    /// A section opening at `path` with `routes`, whose pages take the stylesheet's `look`
    /// (the app's own colours and type, such as `guidomia`); `nil` keeps the app's plain look.
    package init(path: String, look: String? = nil, routes: [WebRoute]) {
        self.path = path
        self.routes = routes.map { route in
            WebRoute(route.method, route.pattern) { request in
                var response = await route.handler(request)
                response.look = look
                return response
            }
        }
    }
}
