import Foundation
package import LaunchesFeature
package import TerminalAppKit
package import TerminalKit

/// A launch's detail: name and patch, the date or countdown, the table (with `-` for missing
/// values, long values wrapped) and the links at the bottom. The same lines serve `mosaic
/// launches show` and the interactive detail, whose countdown ticks every second and which
/// draws the patch above the table when the terminal draws pictures.
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
            let lines = Self.lines(for: content, width: size.columns)
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

    // MARK: The plain text, shared by both interfaces

    package nonisolated static func lines(for state: LaunchDetailViewState, width: Int) -> [String] {
        switch state.phase {
        case .idle, .loading:
            return ["Loading launch…"]
        case .failed(let message):
            let line = DisplayWidth.truncate("Could not load the launch: \(message)", to: width)
            return state.canRetry ? [line, "Retry to try again."] : [line]
        case .loaded:
            return state.content.map { lines(for: $0, width: width) } ?? []
        }
    }

    private nonisolated static func offersRetry(_ state: LaunchDetailViewState) -> Bool {
        if case .failed = state.phase { state.canRetry } else { false }
    }

    private nonisolated static func lines(for content: LaunchDetailContent, width: Int) -> [String] {
        var lines = [
            DisplayWidth.truncate(content.name, to: width),
            DisplayWidth.truncate("Patch: \(content.patchImageURL?.absoluteString ?? "-")", to: width),
            DisplayWidth.truncate(content.dateDisplay.summary, to: width),
            "",
        ]
        let titleWidth = content.rows.map { DisplayWidth.of($0.title) }.max() ?? 0
        let valueWidth = max(20, width - titleWidth - 2)
        var rows: [[String]] = []
        for row in content.rows {
            for (index, part) in wrap(row.value, to: valueWidth).enumerated() {
                rows.append([index == 0 ? row.title : "", part])
            }
        }
        lines += TextTable.render(header: nil, rows: rows, maxWidth: width)
        let links = [("YouTube", content.youtubeURL), ("Press kit", content.pressKitURL)].compactMap { title, url in
            url.map { [title, $0.absoluteString] }
        }
        if !links.isEmpty {
            lines.append("")
            lines += TextTable.render(header: nil, rows: links, maxWidth: width)
        }
        return lines
    }

    /// Splits `text` at spaces into lines of at most `width` columns; a longer word gets a line of its own.
    private nonisolated static func wrap(_ text: String, to width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if DisplayWidth.of(line) + 1 + DisplayWidth.of(String(word)) <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        lines.append(line)
        return lines
    }
}
