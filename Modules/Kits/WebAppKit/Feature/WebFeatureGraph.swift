public import Analytics
public import CompositionKit
public import FeatureFlags
public import Foundation
public import Networking
public import Persistence
public import PictureKit

/// The graph the web app's pages are built from: `graph`, with its analytics and HTTP clients
/// acting for the request being answered (``WebRequestAnalytics``, ``WebRequestHTTPClient``).
@MainActor
public final class WebFeatureGraph: PictureGraph {
    private let graph: any PictureGraph

    /// `graph`, for the web app.
    public init(_ graph: any PictureGraph) {
        self.graph = graph
    }

    public var flags: any FeatureFlagProvider { graph.flags }
    public var analytics: any AnalyticsTracker { WebRequestAnalytics(graph.analytics) }
    public var now: @Sendable () -> Date { graph.now }

    public func httpClient(for api: FeatureAPI, concurrency: Int) -> any HTTPClient {
        WebRequestHTTPClient(graph.httpClient(for: api, concurrency: concurrency))
    }

    public func baseURL(for api: FeatureAPI) -> URL { graph.baseURL(for: api) }
    public func recordStore(ifDamaged: DamagedStorePolicy) throws(PersistenceError) -> any RecordStore {
        try graph.recordStore(ifDamaged: ifDamaged)
    }
    public func existingRecordStore() throws(PersistenceError) -> ExistingStore { try graph.existingRecordStore() }
    public func pictures(for api: FeatureAPI) -> PictureLoader { graph.pictures(for: api) }
    public func warn(_ message: String) { graph.warn(message) }
}
