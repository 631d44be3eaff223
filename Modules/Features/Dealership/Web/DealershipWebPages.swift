package import DealershipFeature
package import WebAppKit

/// The dealership pages as the server routes them. The assembly hands in how view models are
/// made for a request (its `WebRequestContext`, with the slice's analytics as the detail's event
/// sink) and where pictures are served.
/// A handler drives its view model on the main actor and renders the state it reached off it.
@MainActor
package struct DealershipWebPages {
    package typealias MakeList = @MainActor @Sendable (_ request: WebRequestContext) -> DealershipListViewModel
    package typealias MakeDetail =
        @MainActor @Sendable (_ request: WebRequestContext, _ id: String) -> DealershipDetailViewModel

    /// Where logos and vehicle pictures are served.
    package static let picturesPrefix = "\(DealershipListPage.path)/pictures"

    private let makeList: MakeList
    private let makeDetail: MakeDetail
    private let pictures: WebPictures?

    /// Pages over the view models `makeList` and `makeDetail` build, with pictures from
    /// `pictures` (prefixed ``picturesPrefix``), or none when it is `nil`.
    package init(makeList: @escaping MakeList, makeDetail: @escaping MakeDetail, pictures: WebPictures? = nil) {
        self.makeList = makeList
        self.makeDetail = makeDetail
        self.pictures = pictures
    }

    package var section: WebSection {
        let makeList = makeList
        let makeDetail = makeDetail
        let pictures = pictures
        return WebSection(
            path: DealershipListPage.path,
            look: "dealership",
            routes: [
                WebRoute(.get, DealershipListPage.path) { request in
                    let model = await makeList(request.context)
                    await model.load()
                    let state = await model.state
                    let shown = DealershipListPage.page(for: state) { url in pictures?.path(for: url) }
                    if case .failed = state.phase { return .failure(shown, for: request) }
                    return .page(shown)
                },
                // The chips' selection is the URL's `types`; the view model applies it as a
                // user's choice would, so the filter works (and is reported) the same way.
                WebRoute(.get, "\(DealershipListPage.path)/:id") { request in
                    let model = await makeDetail(request.context, request.parameters["id"] ?? "")
                    await model.load()
                    if let names = DealershipDetailPage.typeNames(request.query["types"]) {
                        await model.select(typeNames: names)
                    }
                    let state = await model.state
                    let shown = DealershipDetailPage.page(for: state) { url in pictures?.path(for: url) }
                    // Iron Forge answers an unknown id with GraphQL errors, which say no more.
                    if case .failed = state.phase { return .failure(shown, for: request, otherwise: 404) }
                    return .page(shown)
                },
            ] + (pictures.map { [$0.route] } ?? []))
    }
}
