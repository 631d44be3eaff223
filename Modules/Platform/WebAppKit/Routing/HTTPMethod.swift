/// The methods the app answers. GET shows a screen; POST changes state and needs the session token.
package enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    /// Shows a screen.
    case get = "GET"
    /// Changes state.
    case post = "POST"
    /// GET without the body; answered like GET.
    case head = "HEAD"
}
