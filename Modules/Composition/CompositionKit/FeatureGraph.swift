package import Analytics
package import FeatureFlags
package import Foundation
package import Networking
package import Persistence

/// What a feature's assembly may ask the composition root for: the four ports, the clock, where
/// each API is and a way to warn. The root implements it with concrete adapters; an assembly
/// never sees one, and a test can implement it with fakes. A client that shows pictures gets
/// them through a graph that refines this one (`PictureGraph`, in PictureKit).
@MainActor
package protocol FeatureGraph: AnyObject {
    /// The flags, resolved from every source the root layers.
    var flags: any FeatureFlagProvider { get }
    var analytics: any AnalyticsTracker { get }
    /// The features' clock (`--now` moves it).
    var now: @Sendable () -> Date { get }
    /// The client that reaches `api` (its emulator over the bundled data, or the network) able
    /// to keep `concurrency` requests in flight: a network client opens that many connections
    /// to the host, so a caller's own limit is never cut short by the client's.
    func httpClient(for api: FeatureAPI, concurrency: Int) -> any HTTPClient
    func baseURL(for api: FeatureAPI) -> URL
    /// The record store, opened on first use so commands that save nothing never touch the disk.
    /// `ifDamaged` says what the first open does with a damaged store of ours; where one is
    /// moved aside, the graph warns once, naming where it is kept.
    func recordStore(ifDamaged: DamagedStorePolicy) throws(PersistenceError) -> any RecordStore
    /// The record store only when one already exists where it is configured: for commands that
    /// only read a store, so that a mistyped path is reported instead of a new store made there.
    func existingRecordStore() throws(PersistenceError) -> ExistingStore
    /// Tells the user, once, about something that went wrong without stopping the command.
    func warn(_ message: String)
}

extension FeatureGraph {
    /// The record store; a damaged one is refused and left for the user.
    package func recordStore() throws(PersistenceError) -> any RecordStore {
        try recordStore(ifDamaged: .refuse)
    }

    /// The client that reaches `api`, for ``FeatureAPI/defaultConcurrency`` requests in flight.
    package func httpClient(for api: FeatureAPI) -> any HTTPClient {
        httpClient(for: api, concurrency: FeatureAPI.defaultConcurrency)
    }
}
