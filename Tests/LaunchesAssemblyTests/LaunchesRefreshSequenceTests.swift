import AnalyticsTesting
import AppCompositionTesting
import CompositionKit
import Foundation
import LaunchesEmulator
import LaunchesFeature
import NetworkingOffline
import Testing

@testable import AppComposition
@testable import LaunchesAssembly

/// Records loading, paging and refreshing the launches list against the bundled SpaceX API and
/// writes `Diagrams/sequences/launches-refresh.md` from it.
@Suite("Sequence diagram: refreshing the launches")
@MainActor
struct LaunchesRefreshSequenceTests {
    @Test func refreshAsksForThePageTheTabStartsAtAgain() async throws {
        let trace = CallTrace()
        let api = LaunchesModule.api
        let spaceX = TracingHTTPClient(
            OfflineHTTPClient(serving: api.emulator, named: api.name, at: api.liveBaseURL), trace: trace,
            caller: "LaunchListViewModel", server: "SpaceXAPI")
        let graph = AppGraph(
            configuration: AppConfiguration(),
            overrides: .init(httpClients: [api.name: spaceX], analytics: RecordingTracker()),
            diagnostics: { _ in })
        let list = LaunchesAssembly.listViewModel(graph: graph, tab: .upcoming, pageSize: 5)

        trace.call("User", "LaunchListViewModel", "load()")
        await list.load()
        trace.call("User", "LaunchListViewModel", "loadNextPage()")
        await list.loadNextPage()
        let pagedRows = list.state.current.rows.count
        trace.call("User", "LaunchListViewModel", "refresh()")
        await list.refresh()

        #expect(pagedRows == 10)
        #expect(list.state.current.rows.count == 5, "a refresh starts the tab again at its first page")
        #expect(trace.recorded.filter { $0.to == "SpaceXAPI" }.count == 3)
        try SequenceDiagramFile(
            name: "launches-refresh", title: "Refreshing the launches: page 1 again, the old rows kept meanwhile",
            about: "The list view model pages through `POST /launches/query`; `refresh()` asks for the tab's first "
                + "page again and replaces the rows only when it arrives. Drawn from "
                + "`Tests/LaunchesAssemblyTests/LaunchesRefreshSequenceTests.swift`.",
            recordedBy: "LaunchesRefreshSequenceTests"
        ).verify(trace)
    }
}
