import Foundation
package import LaunchesFeature
package import TerminalAppKit
package import TerminalKit

/// A launch's detail: name, patch, date or countdown (ticking every second), the table (`-` for missing
/// values, long values wrapped), then the links. The patch is drawn above the table if the terminal can.
@MainActor
package final class LaunchDetailScreen: InteractiveScreen {
    /// The patch's box: patches are round, so 12 rows of two pixels make 24 columns.
    package static let pictureRows = 12

    private let viewModel: LaunchDetailViewModel
    private let picture: PicturePane?
    private var spinner = Spinner()
    private var scroll = ScrollPane()

    /// - Parameter picture: where the mission patch is drawn; `nil` shows only its URL.
    package init(viewModel: LaunchDetailViewModel, picture: PicturePane? = nil) {
        self.viewModel = viewModel
        self.picture = picture
    }

    package var title: String {
        viewModel.state.content?.name ?? "Launch"
    }

    package var keyHints: String {
        Self.offersRetry(viewModel.state) ? "r retry" : ""
    }

    package func appear() {
        Task { await viewModel.load() }
    }

    /// The view model recomputes the countdown from its clock; ten ticks a second keep it on the second.
    package func tick() {
        spinner.advance()
        viewModel.tick()
    }

    package func body(size: TerminalSize) -> [StyledLine] {
        let state = viewModel.state
        switch state.phase {
        case .idle, .loading: return [StatusLine.loading("Loading launch…", spinner: spinner)]
        case .failed(let message):
            let text = "Could not load the launch: \(message)"
            return [state.canRetry ? StatusLine.failure(text) : StyledLine(text, style: .error)]
        case .loaded:
            guard let content = state.content else { return [] }
            let lines = TextTable.record(head: content.head, sections: content.sections, maxWidth: size.columns)
            let head = [StyledLine(lines[0], style: .bold), StyledLine(lines[1]), StyledLine(lines[2], style: .accent)]
            // The patch and the table scroll under the name and date, which stay on top with the countdown.
            picture?.show(content.patchImageURL)
            let patch = picture?.lines(columns: size.columns, rows: Self.pictureRows) ?? []
            return scroll.lines(fixed: head, patch + StatusLine.plain(Array(lines.dropFirst(3))), size: size)
        }
    }

    package func handle(_ key: Key, size: TerminalSize) -> ScreenAction {
        if Self.offersRetry(viewModel.state), key == .character("r") {
            Task { await viewModel.retry() }
            return .handled
        }
        if viewModel.state.phase == .loaded, scroll.move(key) { return .handled }
        return .ignored
    }

    private nonisolated static func offersRetry(_ state: LaunchDetailViewState) -> Bool {
        if case .failed = state.phase { state.canRetry } else { false }
    }
}
