import AppComposition
import CompositionKit
import FeatureFlags
import Foundation
import PictureKit
import Testing

/// Only the decorated ports change; the rest forward, so a client sees the root's adapters everywhere else.
@MainActor
@Suite("A decorated graph")
struct DecoratedGraphTests {
    @Test func analyticsIsDecoratedOnceWhenFirstReadAndEachHTTPClientAsItIsHandedOut() {
        let base = AppGraph(configuration: AppConfiguration()) { _ in }
        var analyticsDecorations = 0
        var clientDecorations = 0
        let graph = DecoratedGraph(
            base,
            analytics: { tracker in
                analyticsDecorations += 1
                return tracker
            },
            httpClient: { client in
                clientDecorations += 1
                return client
            })
        #expect(analyticsDecorations == 0)
        _ = graph.analytics
        _ = graph.analytics
        #expect(analyticsDecorations == 1)
        _ = graph.httpClient(for: AlphaModule.api)
        _ = graph.httpClient(for: AlphaModule.api, concurrency: 2)
        #expect(clientDecorations == 2)
    }

    @Test func theOtherPortsAreTheBaseGraphs() {
        let base = AppGraph(configuration: AppConfiguration(startInstant: Date(timeIntervalSince1970: 0))) { _ in }
        let graph: any PictureGraph = DecoratedGraph(base)
        #expect(graph.baseURL(for: AlphaModule.api) == base.baseURL(for: AlphaModule.api))
        #expect(graph.flags.isEnabled(AlphaModule.enabled) == base.flags.isEnabled(AlphaModule.enabled))
        #expect(graph.now().timeIntervalSince1970 < 60)
        #expect(graph.pictures(for: AlphaModule.api) === base.pictures(for: AlphaModule.api))
    }
}
