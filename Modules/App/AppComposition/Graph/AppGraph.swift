package import Analytics
import AnalyticsConsole
import AnalyticsSegmentHTTP
import AnalyticsZoogle
package import CompositionKit
package import FeatureFlags
package import Foundation
import ImageDecodingSystem
package import Networking
import NetworkingOffline
import NetworkingURLSession
package import Persistence
import PersistenceFiles
import PersistenceMemory
import PersistenceSQLite
package import PictureKit

/// The object graph: the one place that turns a resolved configuration into adapters (only `Graph/` constructs
/// them; `AdapterConstructionTests` fails elsewhere). Assemblies see it as a `FeatureGraph` or `PictureGraph`,
/// so they receive ports, never adapters. The flag layers, which the configuration holds before there is a
/// graph, are made beside it (``FlagLayers``).
@MainActor
package final class AppGraph: PictureGraph {
    /// Stand-ins for adapters, so tests can run the real composition with fakes.
    package struct Overrides: Sendable {
        /// Clients by `--base-url` API name, in place of the emulator or URLSession.
        package var httpClients: [String: any HTTPClient] = [:]
        package var store: (any RecordStore)?
        package var analytics: (any AnalyticsTracker)?

        package init(
            httpClients: [String: any HTTPClient] = [:],
            store: (any RecordStore)? = nil,
            analytics: (any AnalyticsTracker)? = nil
        ) {
            self.httpClients = httpClients
            self.store = store
            self.analytics = analytics
        }
    }

    package let configuration: AppConfiguration
    package let clock: AppClock
    private let overrides: Overrides
    private let diagnostics: @Sendable (String) -> Void
    private var clients: [String: any HTTPClient] = [:]
    private var openedStore: (any RecordStore)?
    private var madeAnalytics: (any AnalyticsTracker)?
    /// The tracker that holds events until ``finish()``, when analytics goes to a Segment API.
    private var segment: SegmentTracker?
    private var warnings: Set<String> = []
    private var pictureLoaders: [String: PictureLoader] = [:]

    /// - Parameter diagnostics: where `--verbose` and console analytics lines go (stderr in the app).
    package init(
        configuration: AppConfiguration,
        overrides: Overrides = Overrides(),
        diagnostics: @escaping @Sendable (String) -> Void
    ) {
        self.configuration = configuration
        self.overrides = overrides
        self.diagnostics = diagnostics
        self.clock = AppClock(startingAt: configuration.startInstant)
    }

    package var now: @Sendable () -> Date {
        let clock = clock
        return { clock.now() }
    }

    package var flags: any FeatureFlagProvider {
        if keepsFlagsCurrent { resumeFlags() }
        return configuration.flags
    }

    private var keepsFlagsCurrent = false

    /// For a client that lives on (`serve`, the interactive app): from now on every read of ``flags``, made as
    /// the features build what the user asked for, counts as becoming active again (``resumeFlags()``).
    /// One-shot commands keep the flags they started with, so a command never sees them change halfway.
    package func keepFlagsCurrent() {
        keepsFlagsCurrent = true
    }

    /// For a long-lived client becoming active again (a request, a key after a pause, a resume from SIGTSTP): the
    /// flag service's latest answer takes effect, and a two-minute-old one is asked again in the background,
    /// its problems reported as warnings. Does nothing without a flag service.
    package func resumeFlags() {
        configuration.flagsService?.resume { [diagnostics] line in diagnostics("warning: \(line)") }
    }

    package func baseURL(for api: FeatureAPI) -> URL {
        configuration.endpoint(for: api).baseURL
    }

    /// Bundled data or URLSession, logged under `--verbose`; one client per API and concurrency.
    package func httpClient(for api: FeatureAPI, concurrency: Int) -> any HTTPClient {
        let key = "\(api.name) \(concurrency)"
        if let client = clients[key] { return client }
        let endpoint = configuration.endpoint(for: api)
        var client: any HTTPClient
        if let override = overrides.httpClients[api.name] {
            client = override
        } else {
            switch endpoint.transport {
            case .bundled:
                client = OfflineHTTPClient(
                    serving: api.emulator, named: api.name, at: endpoint.baseURL, latency: configuration.offlineLatency)
            case .live:
                client = liveClient(
                    concurrency: concurrency, maximumBodyBytes: URLSessionHTTPClient.Configuration.apiBodyLimit)
            }
        }
        client = logged(client, api: api)
        clients[key] = client
        return client
    }

    /// A URLSession client; API answers and pictures differ only in how large a body may be.
    private func liveClient(concurrency: Int, maximumBodyBytes: Int) -> any HTTPClient {
        URLSessionHTTPClient(
            configuration: .init(
                requestTimeout: configuration.requestTimeout, maximumConnectionsPerHost: concurrency,
                maximumBodyBytes: maximumBodyBytes))
    }

    private func logged(_ client: any HTTPClient, api: FeatureAPI) -> any HTTPClient {
        guard configuration.verbose else { return client }
        let transport = configuration.endpoint(for: api).transport.rawValue
        return LoggingHTTPClient(wrapped: client, label: "\(api.name), \(transport)", log: diagnostics)
    }

    package func recordStore(ifDamaged: DamagedStorePolicy) throws(PersistenceError) -> any RecordStore {
        if let openedStore { return openedStore }
        let store: any RecordStore
        if let override = overrides.store {
            store = override
        } else {
            let now = self.now
            switch configuration.store {
            case .sqlite(let url):
                let opened = try SQLiteRecordStore(fileURL: url, now: now, ifDamaged: ifDamaged)
                if let moved = opened.movedAside { warn(moved.description) }
                store = opened
            case .files(let url):
                let opened = try FileRecordStore(directory: url, now: now, ifDamaged: ifDamaged)
                if let moved = opened.movedAside { warn(moved.description) }
                store = opened
            case .memory: store = MemoryRecordStore(now: now)
            }
        }
        openedStore = store
        return store
    }

    /// The record store when one exists where the configuration points; creates nothing otherwise.
    package func existingRecordStore() throws(PersistenceError) -> ExistingStore {
        guard openedStore == nil, overrides.store == nil else { return .found(try recordStore()) }
        switch configuration.store {
        case .memory:
            return .found(try recordStore())
        case .sqlite(let url), .files(let url):
            guard FileManager.default.fileExists(atPath: url.path) else { return .missing(location: url.path) }
            return .found(try recordStore())
        }
    }

    /// Its own client when `api` is reached over the network (or a test's stand-in), none for bundled data; the
    /// store caches either way, so a picture seen online is there offline. One loader per API: a run fetches
    /// each picture once.
    package func pictures(for api: FeatureAPI) -> PictureLoader {
        if let loader = pictureLoaders[api.name] { return loader }
        let source: PictureLoader.Source
        if overrides.httpClients[api.name] != nil {
            source = .network(httpClient(for: api))
        } else if configuration.endpoint(for: api).transport == .live {
            // Its own client, so a picture may be as large as PictureKit accepts and no larger.
            let client = liveClient(
                concurrency: FeatureAPI.defaultConcurrency, maximumBodyBytes: PictureLimits.standard.maximumBytes)
            source = .network(logged(client, api: api))
        } else {
            source = .offline
        }
        let loader = PictureLoader(source: source, store: try? recordStore(), decoder: SystemImageDecoder())
        pictureLoaders[api.name] = loader
        return loader
    }

    package var analytics: any AnalyticsTracker {
        if let madeAnalytics { return madeAnalytics }
        let tracker: any AnalyticsTracker
        if let override = overrides.analytics {
            tracker = override
        } else {
            switch configuration.analytics {
            case .zoogle: tracker = ZoogleAnalyticsTracker(logFile: configuration.zoogleLog)
            case .console: tracker = ConsoleAnalyticsTracker(write: diagnostics)
            case .none: tracker = AnalyticsFanOut([])
            case .segment(let url, let writeKey):
                let segment = SegmentTracker(
                    baseURL: url, writeKey: writeKey,
                    anonymousId: InstallationID.load(in: configuration.stateDirectory),
                    appVersion: Mosaic.version,
                    http: URLSessionHTTPClient(
                        configuration: .init(requestTimeout: configuration.serviceWait, retryPolicy: .never)),
                    queueFile: Self.analyticsQueue(in: configuration.stateDirectory),
                    warn: { [diagnostics] line in diagnostics("warning: \(line)") })
                self.segment = segment
                tracker = segment
            }
        }
        madeAnalytics = tracker
        return tracker
    }

    /// Where analytics events wait for a later run when they could not be sent.
    nonisolated static func analyticsQueue(in stateDirectory: URL) -> URL {
        stateDirectory.appendingPathComponent("analytics-queue.json")
    }

    /// Sends what trackers hold within the service wait (the rest is queued), while any background flag ask
    /// ends within its own timeout.
    package func finish() async {
        let flagsService = configuration.flagsService
        async let flagWarnings = flagsService?.finish()
        await segment?.flush(within: configuration.serviceWait)
        for line in await flagWarnings ?? [] { diagnostics("warning: \(line)") }
    }

    package func warn(_ message: String) {
        guard warnings.insert(message).inserted else { return }
        diagnostics("warning: \(message)")
    }
}
