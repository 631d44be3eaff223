public import GuidomiaFeature

/// A Guidomia view for hosts that draw later (the one-shot commands, the terminal app): it
/// keeps the latest state the presenter pushed, for a screen to render.
@MainActor
public final class GuidomiaViewStateRecorder: GuidomiaView {
    /// The state last pushed, `nil` before the presenter displayed anything.
    public private(set) var latest: GuidomiaViewState?
    /// How many states were pushed, so a host can tell whether to redraw.
    public private(set) var displayCount = 0

    public init() {}

    public func display(_ viewState: GuidomiaViewState) {
        latest = viewState
        displayCount += 1
    }
}
