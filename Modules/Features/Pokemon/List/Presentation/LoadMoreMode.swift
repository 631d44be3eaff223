/// How the list asks for its next page.
public enum LoadMoreMode: Sendable, Hashable {
    /// Loaded as the user nears the end (infinite scrolling).
    case automatic
    /// Loaded when the user asks ("load more").
    case onRequest
}
