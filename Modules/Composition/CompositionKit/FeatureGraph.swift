package import Analytics
package import FeatureFlags
package import Foundation
package import Networking
package import Persistence

/// What a feature's assembly may ask the composition root for: the four ports, the clock, where each API is
/// and a way to warn. The root implements it with adapters, which an assembly never sees; a test, with fakes.
/// Pictures come through a refinement (`PictureGraph`, in PictureKit).
@MainActor
package protocol FeatureGraph: AnyObject {
    /// The flags, resolved from every source the root layers.
    var flags: any FeatureFlagProvider { get }
    var analytics: any AnalyticsTracker { get }
    /// The features' clock (`--now` moves it).
    var now: @Sendable () -> Date { get }
    /// The client for `api` (emulator or network) able to keep `concurrency` requests in flight: a network
    /// client opens that many connections to the host, so a caller's own limit is never cut short by it.
    func httpClient(for api: FeatureAPI, concurrency: Int) -> any HTTPClient
    func baseURL(for api: FeatureAPI) -> URL
    /// Opened on first use, so commands that save nothing never touch the disk. `ifDamaged` is what the first
    /// open does with a damaged store of ours; one moved aside is warned about once, naming where it is kept.
    func recordStore(ifDamaged: DamagedStorePolicy) throws(PersistenceError) -> any RecordStore
    /// For commands that only read: a mistyped path is reported, not made into a new store.
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
