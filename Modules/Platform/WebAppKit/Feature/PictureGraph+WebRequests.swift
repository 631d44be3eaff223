import CompositionKit
package import PictureKit

extension PictureGraph {
    /// This graph as the web app's pages see it: its analytics and HTTP clients act for the
    /// request being answered (``WebRequestAnalytics``, ``WebRequestHTTPClient``).
    package func actingForWebRequests() -> any PictureGraph {
        DecoratedGraph(self, analytics: WebRequestAnalytics.init, httpClient: WebRequestHTTPClient.init)
    }
}
