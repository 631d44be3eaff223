import AnalyticsTesting
import AppCompositionTesting
import CompositionKit
import LaunchesEmulator
import LaunchesFeature
import LaunchesTesting
import NetworkingOffline

@testable import AppComposition
@testable import LaunchesAssembly

/// One request through every layer of the Launches slice, for `Diagrams/requests/`, nothing hooked: ports traced where
/// the root takes them (``AppGraph/Overrides``), the view model built as `LaunchesAssembly` does, its client seam
/// (`LaunchesClient.live(service)`) wrapped to draw each hop. Participants are named by type and layer.
@MainActor
struct LaunchesRequestPath {
    nonisolated static let registry = "FeatureRegistry (root)"
    nonisolated static let viewModel = "LaunchListViewModel (core)"
    nonisolated static let client = "LaunchesClient (core seam)"
    nonisolated static let service = "LaunchesService (core)"
    nonisolated static let port = "HTTPClient (port)"
    nonisolated static let adapter = "OfflineHTTPClient + SpaceXEmulator (adapter)"

    /// The slice as the client reaches it: `LaunchesModule (CommandLineFeature)`.
    static func module(as client: String) -> String { "LaunchesModule (\(client))" }

    let trace = CallTrace()
    /// The object graph of the root, with the `HTTPClient` and `AnalyticsTracker` ports traced.
    let graph: AppGraph

    init() {
        let api = LaunchesModule.api
        let emulator = OfflineHTTPClient(serving: api.emulator, named: api.name, at: api.liveBaseURL)
        let adapter = TracingHTTPClient(emulator, trace: trace, caller: Self.port, server: Self.adapter)
        let port = TracingHTTPClient(adapter, trace: trace, caller: Self.service, server: Self.port)
        let analytics = TracingTracker(
            RecordingTracker(), trace: trace, caller: "LaunchesAnalytics (assembly)", tracker: "AnalyticsTracker (port)"
        )
        graph = AppGraph(
            configuration: AppConfiguration(), overrides: .init(httpClients: [api.name: port], analytics: analytics),
            diagnostics: { _ in })
    }

    /// The list view model as `LaunchesAssembly.listViewModel(graph:tab:pageSize:firstPage:)` builds it, seam drawn.
    func listViewModel(
        graph: any FeatureGraph, tab: LaunchesTab, pageSize: Int = 20, firstPage: Int = 1
    ) -> LaunchListViewModel {
        let live = LaunchesClient.live(LaunchesAssembly.service(graph: graph))
        let trace = trace
        let client = LaunchesClient.stub(
            page: { tab, page, limit throws(LaunchesError) in
                trace.call(Self.viewModel, Self.client, "page(.\(tab), \(page), \(limit))")
                trace.call(Self.client, Self.service, "page(of: .\(tab), page: \(page), limit: \(limit))")
                do throws(LaunchesError) {
                    let launches = try await live.page(tab, page, limit)
                    trace.reply(Self.service, Self.client, "LaunchPage of \(launches.launches.count)")
                    trace.reply(Self.client, Self.viewModel, "LaunchPage of \(launches.launches.count)")
                    return launches
                } catch {
                    trace.failure(Self.service, Self.client, "\(error)")
                    trace.failure(Self.client, Self.viewModel, "\(error)")
                    throw error
                }
            }, launch: live.launch)
        return LaunchListViewModel(
            client: client, events: LaunchesAssembly.events(graph: graph), pageSize: pageSize, firstPage: firstPage,
            initialTab: tab)
    }

    /// What the loaded list holds, as a view model's state is read back by its client.
    static func summary(of model: LaunchListViewModel) -> String {
        let list = model.state.current
        return "state: .\(list.phase), \(list.rows.count) rows of \(list.paging.total.map(String.init) ?? "?")"
    }
}
