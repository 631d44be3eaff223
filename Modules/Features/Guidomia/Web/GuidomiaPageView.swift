public import GuidomiaFeature

/// The presenter's view for one web request: it keeps the last state pushed, which the page renders.
@MainActor
public final class GuidomiaPageView: GuidomiaView {
    /// The last state the presenter pushed.
    public private(set) var latest: GuidomiaViewState?

    /// An empty view.
    public init() {}

    /// Keeps `viewState`.
    public func display(_ viewState: GuidomiaViewState) {
        latest = viewState
    }
}
