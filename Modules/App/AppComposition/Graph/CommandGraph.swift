import Analytics
import CompositionKit
import FeatureFlags
import Foundation
import Networking
import Persistence
import PictureKit

/// The object graph as one command sees it: the app's graph, with analytics held back until
/// the command has succeeded or failed for a reason other than its usage (see `PendingAnalytics`).
/// Once released or discarded, events go straight to the app's tracker, including those of
/// trackers asked for later: `mosaic serve` releases when it listens, then records for as long
/// as it runs, and nothing may pile up meanwhile.
@MainActor
final class CommandGraph: PictureGraph {
    private enum AnalyticsStage {
        case notAsked
        case holding(PendingAnalytics)
        case passing
    }

    private let graph: AppGraph
    private var analyticsStage = AnalyticsStage.notAsked

    init(_ graph: AppGraph) {
        self.graph = graph
    }

    var flags: any FeatureFlagProvider { graph.flags }
    var now: @Sendable () -> Date { graph.now }

    var analytics: any AnalyticsTracker {
        switch analyticsStage {
        case .passing: return graph.analytics
        case .holding(let pending): return pending
        case .notAsked:
            let pending = PendingAnalytics(graph.analytics)
            analyticsStage = .holding(pending)
            return pending
        }
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

    func releaseAnalytics() {
        if case .holding(let pending) = analyticsStage { pending.release() }
        analyticsStage = .passing
    }

    func discardAnalytics() {
        if case .holding(let pending) = analyticsStage { pending.discard() }
        analyticsStage = .passing
    }
}
