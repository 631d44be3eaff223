package import DealershipFeature
package import WebAppKit

/// The dealership pages as the server routes them, over view models the assembly makes per request
/// (analytics as the detail's sink). A handler drives its view model on the main actor, renders off it.
@MainActor
package struct DealershipWebPages {
    package typealias MakeList = @MainActor @Sendable (_ request: WebRequestContext) -> DealershipListViewModel
    package typealias MakeDetail =
        @MainActor @Sendable (_ request: WebRequestContext, _ id: String) -> DealershipDetailViewModel

    package static let picturesPrefix = "\(DealershipListPage.path)/pictures"

    let makeList: MakeList
    let makeDetail: MakeDetail
    /// Served under ``picturesPrefix``.
    let pictures: WebPictures

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
                    let shown = DealershipListPage.page(for: state) { url in pictures.path(for: url) }
                    if case .failed = state.phase { return .failure(shown, for: request) }
                    return .page(shown)
                },
                // The URL's `types` is the chips' selection, applied (and reported) as a user's choice.
                WebRoute(.get, "\(DealershipListPage.path)/:id") { request in
                    let model = await makeDetail(request.context, request.parameters["id"] ?? "")
                    await model.load()
                    if let names = DealershipDetailPage.typeNames(request.query["types"]) {
                        await model.select(typeNames: names)
                    }
                    let state = await model.state
                    let shown = DealershipDetailPage.page(for: state) { url in pictures.path(for: url) }
                    // Iron Forge answers an unknown id with GraphQL errors, which say no more.
                    if case .failed = state.phase { return .failure(shown, for: request, otherwise: 404) }
                    return .page(shown)
                },
                pictures.route,
            ])
    }
}
