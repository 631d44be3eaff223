import AnalyticsTesting
import AppCompositionTesting
import CompositionKit
import DealershipEmulator
import DealershipFeature
import DealershipTesting
import Foundation
import NetworkingOffline
import Testing

@testable import AppComposition
@testable import DealershipAssembly

/// Records opening a dealership and changing its filter, for `Diagrams/sequences/dealership-filter.md`.
@Suite("Sequence diagram: changing a dealership's vehicle filter")
@MainActor
struct DealershipFilterSequenceTests {
    @Test func aFilterChangeIsLoggedAndNeedsNoRequest() async throws {
        let trace = CallTrace()
        let api = DealershipModule.api
        let ironForge = TracingHTTPClient(
            OfflineHTTPClient(serving: api.emulator, named: api.name, at: api.liveBaseURL), trace: trace,
            caller: "DealershipService", server: "HTTPClient")
        let analytics = TracingTracker(
            RecordingTracker(), trace: trace, caller: "DealershipAnalytics", tracker: "AnalyticsTracker")
        let graph = AppGraph(
            configuration: AppConfiguration(),
            overrides: .init(httpClients: [api.name: ironForge], analytics: analytics),
            diagnostics: { _ in })
        // As `DealershipAssembly.detailViewModel(id:graph:)` builds it, drawing the hops to the service and analytics.
        let live = DealershipClient.live(DealershipAssembly.service(graph: graph))
        let client = DealershipClient.stub(
            dealerships: live.dealerships,
            dealership: { id throws(DealershipError) in
                trace.call("DealershipDetailViewModel", "DealershipService", "dealership(id: \(id))")
                let dealership = try await live.dealership(id)
                trace.reply("DealershipService", "DealershipDetailViewModel", "\(dealership.vehicles.count) vehicles")
                return dealership
            })
        let detail = DealershipDetailViewModel(
            dealershipID: "a7fef0da-0e90-4e96-982d-f2340be94b97", client: client, flags: graph.flags,
            events: TracingEventSink(
                trace: trace, caller: "DealershipDetailViewModel", sink: "DealershipAnalytics",
                passingTo: DealershipAssembly.events(graph: graph).receive))

        trace.call("Screen", "DealershipDetailViewModel", "load()")
        await detail.load()
        let requestsAfterLoad = trace.recorded.filter { $0.to == "HTTPClient" }.count
        trace.call("Screen", "DealershipDetailViewModel", "toggle(typeName: \"rv\")")
        detail.toggle(typeName: "rv")

        #expect(!detail.state.selectedTypeNames.contains("rv"))
        #expect(trace.recorded.filter { $0.to == "HTTPClient" }.count == requestsAfterLoad)
        #expect(trace.recorded.last?.text.hasPrefix("track(vehicle_filter_changed") == true)
        try SequenceDiagramFile(
            name: "dealership-filter", title: "Changing a dealership's vehicle filter",
            about: "The detail loads once over GraphQL; a filter change is applied to the vehicles already loaded "
                + "and logged, with no request. Drawn from "
                + "`Tests/DealershipAssemblyTests/DealershipFilterSequenceTests.swift`.",
            recordedBy: "DealershipFilterSequenceTests"
        ).verify(trace)
    }
}

extension TracingEventSink: DealershipEventSink where Event == DealershipEvent {}
