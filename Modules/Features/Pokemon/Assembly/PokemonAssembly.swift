package import CompositionKit
import FeatureFlags
package import Persistence
package import PokemonDetailFeature
package import PokemonListFeature

/// Builds the Pokédex from the object graph: the one place that decides which client, store,
/// flags and analytics the two features get, and how they are connected.
@MainActor
package enum PokemonAssembly {
    /// The list, reporting what the user does to `events`: the slice's analytics unless a caller (a test) gives one.
    package static func listViewModel(
        graph: any FeatureGraph, router: (any PokemonListRouting)? = nil, events: (any PokemonListEventSink)? = nil,
        startOffset: Int = 0, pageSize: Int = 20
    ) -> PokemonListViewModel {
        let repository = PokemonListRepository(
            service: listService(graph: graph), store: backupStore(graph: graph))
        return PokemonListViewModel(
            client: .live(repository), flags: graph.flags, router: router,
            events: events ?? PokemonAnalytics(tracker: graph.analytics), startOffset: startOffset,
            pageSize: pageSize)
    }

    package static func detailViewModel(
        graph: any FeatureGraph, identifier: PokemonIdentifier, router: (any PokemonDetailRouting)? = nil
    ) -> PokemonDetailViewModel {
        let repository = PokemonDetailRepository(
            service: detailService(graph: graph), store: backupStore(graph: graph))
        return PokemonDetailViewModel(
            identifier: identifier, client: .live(repository), flags: graph.flags, router: router)
    }

    /// The list half then the detail half of a whole-Pokédex backup, each owned by its module,
    /// fetching `concurrency` details at a time over a client that allows as many.
    package static func sync(graph: any FeatureGraph, store: any RecordStore, concurrency: Int) -> PokemonSync {
        PokemonSync(
            list: PokemonListSync(
                service: listService(graph: graph, concurrency: concurrency), store: store, pageSize: 100),
            details: PokemonDetailSync(
                service: detailService(graph: graph, concurrency: concurrency), store: store,
                concurrency: concurrency)
        )
    }

    private static func listService(
        graph: any FeatureGraph, concurrency: Int = FeatureAPI.defaultConcurrency
    ) -> PokemonListService {
        PokemonListService(
            client: graph.httpClient(for: PokemonModule.api, concurrency: concurrency),
            baseURL: graph.baseURL(for: PokemonModule.api))
    }

    private static func detailService(
        graph: any FeatureGraph, concurrency: Int = FeatureAPI.defaultConcurrency
    ) -> PokemonDetailService {
        PokemonDetailService(
            client: graph.httpClient(for: PokemonModule.api, concurrency: concurrency),
            baseURL: graph.baseURL(for: PokemonModule.api))
    }

    /// The store for the backup, or `nil` (the features then work without one) when the flag
    /// is off or the store cannot be opened: browsing should not fail because of the backup.
    private static func backupStore(graph: any FeatureGraph) -> (any RecordStore)? {
        guard graph.flags.isEnabled(PokemonListFlags.backup) else { return nil }
        do {
            return try graph.recordStore()
        } catch {
            graph.warn("continuing without the backup: \(describe(error))")
            return nil
        }
    }

    /// The store's words for why it cannot be used; for a damaged store, also the way past it.
    package static func describe(_ error: PersistenceError) -> String {
        guard case .damagedStore = error else { return "\(error)" }
        return "\(error) (`mosaic pokemon sync` moves it aside and builds a new backup)"
    }
}
