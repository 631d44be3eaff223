package import GuidomiaFeature
package import WebAppKit

/// The Guidomia page as the server routes it: each request drives a fresh presenter, on the main actor, to
/// the state its URL names (make, model, expanded offer), then renders that state off it.
@MainActor
package struct GuidomiaWebPages {
    /// A presenter for a request (its `WebRequestContext`), pushing to `view`.
    package typealias MakePresenter =
        @MainActor @Sendable (_ request: WebRequestContext, _ view: GuidomiaViewStateRecorder) -> GuidomiaPresenter

    private let makePresenter: MakePresenter

    package init(makePresenter: @escaping MakePresenter) {
        self.makePresenter = makePresenter
    }

    package var section: WebSection {
        let makePresenter = makePresenter
        return WebSection(
            path: GuidomiaPage.path,
            look: "guidomia",
            routes: [
                WebRoute(.get, GuidomiaPage.path) { request in
                    guard let state = await Self.state(for: request, makePresenter) else {
                        return .text("The offers showed nothing.", status: 500)
                    }
                    if case .failed = state.phase { return .failure(GuidomiaPage.page(for: state), for: request) }
                    return .page(GuidomiaPage.page(for: state))
                }
            ])
    }

    /// The state a fresh presenter shows once loaded and given the URL's make, model and offer ("" means "any").
    private static func state(for request: WebRequest, _ makePresenter: MakePresenter) async -> GuidomiaViewState? {
        let view = GuidomiaViewStateRecorder()
        let presenter = makePresenter(request.context, view)
        let query = request.query
        await presenter.viewDidLoad()
        if let make = query["make"], !make.isEmpty { presenter.selectMake(make) }
        if let model = query["model"], !model.isEmpty { presenter.selectModel(model) }
        // Selecting the expanded offer would collapse it; the URL names the one to show open.
        if let offer = query["offer"].flatMap(Int.init),
            view.latest?.rows.first(where: \.isExpanded)?.id != offer
        {
            presenter.selectOffer(id: offer)
        }
        return view.latest
    }
}
