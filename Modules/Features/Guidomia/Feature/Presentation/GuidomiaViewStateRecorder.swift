/// A Guidomia view for hosts that draw later (the one-shot commands, the terminal app): it
/// keeps the latest state the presenter pushed, for a screen to render.
@MainActor
package final class GuidomiaViewStateRecorder: GuidomiaView {
    /// The state last pushed, `nil` before the presenter displayed anything.
    package private(set) var latest: GuidomiaViewState?
    /// How many states were pushed, so a host can tell whether to redraw.
    package private(set) var displayCount = 0

    package init() {}

    package func display(_ viewState: GuidomiaViewState) {
        latest = viewState
        displayCount += 1
    }
}
