/// The methods the app answers. GET shows a screen; POST changes state and needs the session token.
package enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    case get = "GET"
    case post = "POST"
    /// GET without the body; answered like GET.
    case head = "HEAD"
}
