import AnalyticsTesting
import AppCompositionTesting
import CompositionKit
import Foundation
import LaunchesEmulator
import LaunchesFeature
import LaunchesTesting
import NetworkingOffline
import Testing

@testable import AppComposition
@testable import LaunchesAssembly

/// Records loading, paging and refreshing the launches on the bundled SpaceX API into `Diagrams/sequences/`.
@Suite("Sequence diagram: refreshing the launches")
@MainActor
struct LaunchesRefreshSequenceTests {
    @Test func refreshAsksForThePageTheTabStartsAtAgain() async throws {
        let trace = CallTrace()
        let api = LaunchesModule.api
        let spaceX = TracingHTTPClient(
            OfflineHTTPClient(serving: api.emulator, named: api.name, at: api.liveBaseURL), trace: trace,
            caller: "LaunchesService", server: "HTTPClient")
        let analytics = TracingTracker(
            RecordingTracker(), trace: trace, caller: "LaunchesAnalytics", tracker: "AnalyticsTracker")
        let graph = AppGraph(
            configuration: AppConfiguration(),
            overrides: .init(httpClients: [api.name: spaceX], analytics: analytics),
            diagnostics: { _ in })
        // As `LaunchesAssembly.listViewModel(graph:tab:pageSize:firstPage:)` builds it, with the
        // hops to the service and to the analytics drawn too.
        let live = LaunchesClient.live(LaunchesAssembly.service(graph: graph))
        let client = LaunchesClient.stub(
            page: { tab, page, limit throws(LaunchesError) in
                trace.call(
                    "LaunchListViewModel", "LaunchesService", "page(of: .\(tab), page: \(page), limit: \(limit))")
                let launches = try await live.page(tab, page, limit)
                trace.reply("LaunchesService", "LaunchListViewModel", "\(launches.launches.count) launches")
                return launches
            }, launch: live.launch)
        let list = LaunchListViewModel(
            client: client,
            events: TracingEventSink(
                trace: trace, caller: "LaunchListViewModel", sink: "LaunchesAnalytics",
                passingTo: LaunchesAssembly.events(graph: graph).receive), pageSize: 5,
            firstPage: 1, initialTab: .upcoming)

        trace.call("Screen", "LaunchListViewModel", "load()")
        await list.load()
        trace.call("Screen", "LaunchListViewModel", "loadNextPage()")
        await list.loadNextPage()
        let pagedRows = list.state.current.rows.count
        trace.call("Screen", "LaunchListViewModel", "refresh()")
        await list.refresh()

        #expect(pagedRows == 10)
        #expect(list.state.current.rows.count == 5, "a refresh starts the tab again at its first page")
        #expect(trace.recorded.filter { $0.to == "HTTPClient" }.count == 3)
        #expect(trace.recorded.contains { $0.text == "track(launches_refreshed tab=upcoming)" })
        try SequenceDiagramFile(
            name: "launches-refresh", title: "Refreshing the launches: page 1 again, the old rows kept meanwhile",
            about: "The list view model pages through `POST /launches/query`; `refresh()` asks for the tab's first "
                + "page again, after reporting the refresh to its event sink, and replaces the rows only when the page "
                + "arrives. Drawn from "
                + "`Tests/LaunchesAssemblyTests/LaunchesRefreshSequenceTests.swift`.",
            recordedBy: "LaunchesRefreshSequenceTests"
        ).verify(trace)
    }
}

extension TracingEventSink: LaunchesEventSink where Event == LaunchesEvent {}
