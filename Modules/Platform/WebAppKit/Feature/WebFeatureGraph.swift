package import Analytics
package import CompositionKit
package import FeatureFlags
package import Foundation
package import Networking
package import Persistence
package import PictureKit

/// The graph one request's view models are built from: `graph`, with its analytics and HTTP
/// clients acting for that request (``WebRequestAnalytics``, ``WebRequestHTTPClient``).
@MainActor
package final class WebFeatureGraph: PictureGraph {
    private let graph: any PictureGraph
    private let context: WebRequestContext

    /// `graph`, for the request of `context`.
    package init(_ graph: any PictureGraph, for context: WebRequestContext) {
        self.graph = graph
        self.context = context
    }

    package var flags: any FeatureFlagProvider { graph.flags }
    package var analytics: any AnalyticsTracker { WebRequestAnalytics(graph.analytics, for: context) }
    package var now: @Sendable () -> Date { graph.now }

    package func httpClient(for api: FeatureAPI, concurrency: Int) -> any HTTPClient {
        WebRequestHTTPClient(graph.httpClient(for: api, concurrency: concurrency), for: context)
    }

    package func baseURL(for api: FeatureAPI) -> URL { graph.baseURL(for: api) }
    package func recordStore(ifDamaged: DamagedStorePolicy) throws(PersistenceError) -> any RecordStore {
        try graph.recordStore(ifDamaged: ifDamaged)
    }
    package func existingRecordStore() throws(PersistenceError) -> ExistingStore { try graph.existingRecordStore() }
    package func pictures(for api: FeatureAPI) -> PictureLoader { graph.pictures(for: api) }
    package func warn(_ message: String) { graph.warn(message) }
}
