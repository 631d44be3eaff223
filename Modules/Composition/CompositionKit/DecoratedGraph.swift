package import Analytics
package import FeatureFlags
package import Foundation
package import Networking
package import Persistence

/// `base` with its analytics and HTTP clients decorated and every other port forwarded: how a client changes
/// one or two ports (holding a command's events, acting for a web request) without forwarding the rest by
/// hand. A decorated `PictureGraph` stays one (PictureKit forwards its pictures).
@MainActor
package final class DecoratedGraph<Base: FeatureGraph>: FeatureGraph {
    package let base: Base
    private let decorateAnalytics: (any AnalyticsTracker) -> any AnalyticsTracker
    private let decorateHTTPClient: (any HTTPClient) -> any HTTPClient
    private var decoratedAnalytics: (any AnalyticsTracker)?

    /// `analytics` wraps `base`'s tracker once, when ``analytics`` is first read (nothing is asked of `base`
    /// before); `httpClient` wraps each client `base` hands out.
    package init(
        _ base: Base,
        analytics: @escaping (any AnalyticsTracker) -> any AnalyticsTracker = { $0 },
        httpClient: @escaping (any HTTPClient) -> any HTTPClient = { $0 }
    ) {
        self.base = base
        self.decorateAnalytics = analytics
        self.decorateHTTPClient = httpClient
    }

    package var analytics: any AnalyticsTracker {
        if let decoratedAnalytics { return decoratedAnalytics }
        let tracker = decorateAnalytics(base.analytics)
        decoratedAnalytics = tracker
        return tracker
    }

    package func httpClient(for api: FeatureAPI, concurrency: Int) -> any HTTPClient {
        decorateHTTPClient(base.httpClient(for: api, concurrency: concurrency))
    }

    package var flags: any FeatureFlagProvider { base.flags }
    package var now: @Sendable () -> Date { base.now }
    package func baseURL(for api: FeatureAPI) -> URL { base.baseURL(for: api) }
    package func recordStore(ifDamaged: DamagedStorePolicy) throws(PersistenceError) -> any RecordStore {
        try base.recordStore(ifDamaged: ifDamaged)
    }
    package func existingRecordStore() throws(PersistenceError) -> ExistingStore { try base.existingRecordStore() }
    package func warn(_ message: String) { base.warn(message) }
}
