import CompositionKit
package import PictureKit

extension PictureGraph {
    /// This graph as the view models of one request see it: its analytics and HTTP clients act
    /// for that request (``WebRequestAnalytics``, ``WebRequestHTTPClient``).
    package func acting(for request: WebRequestContext) -> any PictureGraph {
        DecoratedGraph(
            self, analytics: { WebRequestAnalytics($0, for: request) },
            httpClient: { WebRequestHTTPClient($0, for: request) })
    }
}
