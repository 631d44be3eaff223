package import GuidomiaFeature

/// The presenter's view for one web request: it keeps the last state pushed, which the page renders.
@MainActor
package final class GuidomiaPageView: GuidomiaView {
    /// The last state the presenter pushed.
    package private(set) var latest: GuidomiaViewState?

    /// An empty view.
    package init() {}

    /// Keeps `viewState`.
    package func display(_ viewState: GuidomiaViewState) {
        latest = viewState
    }
}
