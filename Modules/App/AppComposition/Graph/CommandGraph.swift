import Analytics
import CompositionKit
import FeatureFlags
import Foundation
import Networking
import Persistence
import PictureKit

/// The object graph as one command sees it: the app's graph, with analytics held back until
/// the command has succeeded or failed for a reason other than its usage (see `PendingAnalytics`).
@MainActor
final class CommandGraph: FeatureGraph {
    private let graph: AppGraph
    private var pending: PendingAnalytics?

    init(_ graph: AppGraph) {
        self.graph = graph
    }

    var flags: any FeatureFlagProvider { graph.flags }
    var now: @Sendable () -> Date { graph.now }

    var analytics: any AnalyticsTracker {
        if let pending { return pending }
        let made = PendingAnalytics(graph.analytics)
        pending = made
        return made
    }

    func httpClient(for api: FeatureAPI, concurrency: Int) -> any HTTPClient {
        graph.httpClient(for: api, concurrency: concurrency)
    }
    func baseURL(for api: FeatureAPI) -> URL { graph.baseURL(for: api) }
    func recordStore(ifDamaged: DamagedStorePolicy) throws(PersistenceError) -> any RecordStore {
        try graph.recordStore(ifDamaged: ifDamaged)
    }
    func existingRecordStore() throws(PersistenceError) -> ExistingStore { try graph.existingRecordStore() }
    func pictures(for api: FeatureAPI) -> PictureLoader { graph.pictures(for: api) }
    func warn(_ message: String) { graph.warn(message) }

    func keepFlagsCurrent() { graph.keepFlagsCurrent() }
    func releaseAnalytics() { pending?.release() }
    func discardAnalytics() { pending?.discard() }
}
