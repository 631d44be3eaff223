package import LaunchesFeature
package import WebAppKit

/// The launches pages as routed. The assembly hands in how a request's (`WebRequestContext`) view models are made, so
/// this target knows only the feature and the web kit; a handler drives its model on the main actor, renders off it.
@MainActor
package struct LaunchesWebPages {
    package typealias MakeList =
        @MainActor @Sendable (_ request: WebRequestContext, _ tab: LaunchesTab, _ page: Int) -> LaunchListViewModel
    package typealias MakeDetail =
        @MainActor @Sendable (_ request: WebRequestContext, _ id: String) -> LaunchDetailViewModel

    private let makeList: MakeList
    private let makeDetail: MakeDetail

    package init(makeList: @escaping MakeList, makeDetail: @escaping MakeDetail) {
        self.makeList = makeList
        self.makeDetail = makeDetail
    }

    package var section: WebSection {
        let makeList = makeList
        let makeDetail = makeDetail
        return WebSection(
            path: LaunchListPage.path,
            look: "launches",
            routes: [
                WebRoute(.get, LaunchListPage.path) { request in
                    guard let tab = Self.tab(request.query["tab"]), let page = Self.page(request.query["page"]) else {
                        return .text("Not found: no such tab or page.", status: 404)
                    }
                    let model = await makeList(request.context, tab, page)
                    await model.load()
                    let state = await model.state
                    let shown = LaunchListPage.page(for: state, page: page, token: request.sessionToken)
                    if case .failed = state.phase { return .failure(shown, for: request) }
                    // Past the last page, as the command line refuses it: an address that shows nothing.
                    return .page(shown, status: page > 1 && state.current.isEmpty ? 404 : 200)
                },
                WebRoute(.post, "\(LaunchListPage.path)/refresh") { request in
                    guard let tab = Self.tab(request.form["tab"]) else { return .text("Bad request.", status: 400) }
                    // A model of its own has nothing loaded, so refreshing it is the one fetch.
                    await makeList(request.context, tab, 1).refresh()
                    return .redirect(to: LaunchListPage.url(tab: tab))
                },
                WebRoute(.get, "\(LaunchListPage.path)/:id") { request in
                    let model = await makeDetail(request.context, request.parameters["id"] ?? "")
                    await model.load()
                    let state = await model.state
                    guard case .failed = state.phase else { return .page(LaunchDetailPage.page(for: state)) }
                    // A launch the API does not have cannot be retried.
                    return .failure(
                        LaunchDetailPage.page(for: state), for: request, otherwise: state.canRetry ? 502 : 404)
                },
            ])
    }

    /// `upcoming` when absent.
    nonisolated static func tab(_ value: String?) -> LaunchesTab? {
        guard let value else { return .upcoming }
        return LaunchesTab(rawValue: value)
    }

    /// 1 when absent; digits only, 1 to 2147483647.
    nonisolated static func page(_ value: String?) -> Int? {
        guard let value else { return 1 }
        guard !value.isEmpty, value.utf8.allSatisfy({ (48...57).contains($0) }), let page = Int(value),
            (1...Int(Int32.max)).contains(page)
        else { return nil }
        return page
    }
}
