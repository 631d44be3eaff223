import AppCompositionTesting
import LaunchesFeature
import LaunchesWeb
import Testing
import WebAppKit

@testable import AppComposition
@testable import LaunchesAssembly
@testable import LaunchesCommandLine
@testable import LaunchesTerminal

/// Follows `GET /launches` from the web app's registry and router to the SpaceX emulator and back to HTML,
/// writing `Diagrams/requests/page-launches-list.md`; the routes the root builds must answer the same page.
@Suite("Request diagram: GET /launches through every layer")
@MainActor
struct LaunchesPageSequenceTests {
    @Test func thePageGoesFromTheRouterToTheEmulatorAndBackToHTML() async throws {
        let path = LaunchesRequestPath()
        let trace = path.trace
        let driver = "mosaic serve (web app)"
        let module = LaunchesRequestPath.module(as: "WebAppFeature")
        let router = "WebRouter (kit)"
        let pages = "LaunchesWebPages (web)"
        let registry = FeatureRegistry([LaunchesModule.self])
        // As `WebHome.routes(features:graph:)` hands a slice its graph.
        let graph = path.graph

        // When the server starts, the root asks each registered slice for its pages.
        trace.call(driver, LaunchesRequestPath.registry, "routes(features:graph:)")
        trace.call(LaunchesRequestPath.registry, module, "webSection(graph:)")
        let declared = try #require(registry.modules.first).webSection(graph: graph)
        trace.reply(
            module, LaunchesRequestPath.registry, "WebSection \(declared.path), \(declared.routes.count) routes")
        trace.reply(LaunchesRequestPath.registry, driver, "routes")

        // The section as `LaunchesModule.webSection(graph:)` builds it, its factory and routes wrapped to draw hops.
        let section = LaunchesWebPages(
            makeList: { request, tab, page in
                trace.call(pages, module, "makeList(.\(tab), \(page))")
                trace.call(module, LaunchesRequestPath.viewModel, "init(client: .live(service), tab: .\(tab))")
                let model = path.listViewModel(graph: graph.acting(for: request), tab: tab, firstPage: page)
                trace.reply(module, pages, "LaunchListViewModel")
                return model
            },
            makeDetail: { request, id in
                LaunchesAssembly.detailViewModel(graph: graph.acting(for: request), id: id)
            }
        ).section
        let routes = section.routes.map { route in
            WebRoute(route.method, route.pattern) { request in
                trace.call(router, pages, "\(route.method.rawValue) \(route.pattern)")
                let response = await route.handler(request)
                trace.reply(pages, router, "\(response.status), WebPage from LaunchListPage.page(for: state)")
                return response
            }
        }
        let request = WebRequest(method: .get, path: LaunchListPage.path, sessionToken: "token")
        trace.call(driver, router, "respond(to: GET \(request.path))")
        let response = await WebRouter(routes).respond(to: request)
        trace.reply(router, driver, "\(response.status) \(response.headers["Content-Type"] ?? "")")

        let real = await WebRouter(
            WebHome.routes(
                features: registry, graph: AppGraph(configuration: AppConfiguration(), diagnostics: { _ in }))
        ).respond(to: request)
        #expect(response.status == 200)
        #expect(response == real, "the drawn path answers what the root's routes answer")
        #expect(String(decoding: response.body, as: UTF8.self).contains("<li><a href=\"/launches/"))
        #expect(trace.recorded.filter { $0.to == LaunchesRequestPath.adapter }.count == 1)
        try SequenceDiagramFile(
            name: "page-launches-list", title: "One page through every layer: GET /launches",
            about: "The web app's router finds the route among those the registered slices' sections declare; "
                + "the slice's page asks its assembly for a list view model, which loads the first page through "
                + "the client seam, the service and the `HTTPClient` port, answered by the offline adapter from the "
                + "bundled SpaceX data. The page renders the view state as HTML. Drawn from "
                + "`Tests/LaunchesAssemblyTests/LaunchesPageSequenceTests.swift`, which also checks that the routes "
                + "the root builds from the registry answer the same bytes.",
            recordedBy: "LaunchesPageSequenceTests", folder: SequenceDiagramFile.requestsFolder
        ).verify(trace)
    }
}
