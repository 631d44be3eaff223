/// A view for hosts that draw later (the one-shot commands, a web request): keeps the latest state to render.
@MainActor
package final class GuidomiaViewStateRecorder: GuidomiaView {
    /// The state last pushed, `nil` before the presenter displayed anything.
    package private(set) var latest: GuidomiaViewState?

    package init() {}

    package func display(_ viewState: GuidomiaViewState) {
        latest = viewState
    }
}
