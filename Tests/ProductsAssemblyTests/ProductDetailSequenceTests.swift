import AnalyticsTesting
import AppCompositionTesting
import CompositionKit
import Foundation
import Networking
import NetworkingOffline
import NetworkingTesting
import ProductsEmulator
import ProductsFeature
import ProductsTesting
import Testing

@testable import AppComposition
@testable import ProductsAssembly

/// Records a product's detail still showing the Search API's data while the Item API fails, for
/// `Diagrams/sequences/product-detail-item-api-failing.md`.
@Suite("Sequence diagram: a product's detail with the Item API failing")
@MainActor
struct ProductDetailSequenceTests {
    /// The driver: the command whose steps the test takes.
    static let command = "mosaic products show"

    @Test func theDetailFallsBackToTheListDataWhenTheItemAPIFails() async throws {
        let trace = CallTrace()
        let api = ProductsModule.api
        let offline = OfflineHTTPClient(serving: api.emulator, named: api.name, at: api.liveBaseURL)
        let failingItems = RecordingHTTPClient { request throws(NetworkingError) in
            if request.url.path.hasPrefix("/Item.API") { return .json("{\"error\":\"unavailable\"}", status: 503) }
            return try await offline.send(request)
        }
        let yoox = TracingHTTPClient(
            failingItems, trace: trace,
            caller: "ProductsService", server: "HTTPClient")
        let analytics = TracingTracker(
            RecordingTracker(), trace: trace, caller: "ProductsAnalytics", tracker: "AnalyticsTracker")
        let graph = AppGraph(
            configuration: AppConfiguration(),
            overrides: .init(httpClients: [api.name: yoox], analytics: analytics),
            diagnostics: { _ in })

        let code = try #require(ProductCode("59011007"))
        trace.call(Self.command, "ProductsService", "locate(59011007)")
        let found = try await ProductsAssembly.service(graph: graph).locate(code)
        let (department, product) = try #require(found)
        // As `mosaic products show` finds the product and `ProductsAssembly.detail(_:in:graph:router:)`
        // builds its view model, drawing the hops to the service and analytics.
        let live = ProductsClient.live(ProductsAssembly.service(graph: graph))
        let client = ProductsClient.stub(
            page: live.page,
            extras: { code throws(ProductsError) in
                trace.call("ProductDetailViewModel", "ProductsService", "extras(for: \(code))")
                do throws(ProductsError) {
                    let extras = try await live.extras(code)
                    trace.reply("ProductsService", "ProductDetailViewModel", "ProductExtras")
                    return extras
                } catch {
                    trace.failure("ProductsService", "ProductDetailViewModel", "\(error)")
                    throw error
                }
            })
        let detail = ProductDetailViewModel(
            product: product, department: department, client: client,
            flags: graph.flags,
            events: TracingEventSink(
                trace: trace, caller: "ProductDetailViewModel", sink: "ProductsAnalytics",
                passingTo: ProductsAssembly.events(graph: graph).receive),
            router: nil)
        trace.call(Self.command, "ProductDetailViewModel", "load()")
        await detail.load()

        #expect(trace.recorded.contains { $0.kind == .failure && $0.text == "503" })
        #expect(trace.recorded.contains { $0.text.hasPrefix("track(product_viewed") })
        try SequenceDiagramFile(
            name: "product-detail-item-api-failing", title: "A product's detail with the Item API failing",
            about: "The product is found through the Search API; the detail asks the Item API for colours, sizes and "
                + "fabric, and when that fails it still shows what the list knew. Drawn from "
                + "`Tests/ProductsAssemblyTests/ProductDetailSequenceTests.swift`.",
            recordedBy: "ProductDetailSequenceTests"
        ).verify(trace)
    }
}

extension TracingEventSink: ProductsEventSink where Event == ProductsEvent {}
