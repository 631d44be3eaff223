package import GuidomiaFeature
package import TerminalAppKit
package import TerminalKit

/// Guidomia's offers and filters; in the feature's MVP shape, the View the presenter displays into and its picker host.
@MainActor
package final class GuidomiaScreen: InteractiveScreen, GuidomiaView, GuidomiaPickerHost {
    private var presenter: GuidomiaPresenter?
    private var state: GuidomiaViewState?
    private var cursor = 0
    private var top = 0
    private var spinner = Spinner()
    private var pendingPicker: PickerScreen?

    /// - Parameter makePresenter: builds the module with this screen as its view and picker host.
    package init(makePresenter: (GuidomiaScreen) -> GuidomiaPresenter) {
        presenter = makePresenter(self)
    }

    package var title: String { state?.title ?? "Guidomia" }

    package var keyHints: String {
        guard let state else { return "" }
        if case .failed = state.phase { return "r retry" }
        guard state.message == nil else { return "" }
        return "Enter expand" + (state.filters == nil ? "" : "  m make  o model")
    }

    package func display(_ viewState: GuidomiaViewState) {
        state = viewState
    }

    package func presentPicker(
        title: String, choices: [String], selectedIndex: Int?, onPick: @escaping @MainActor (Int) -> Void
    ) {
        pendingPicker = PickerScreen(title: title, choices: choices, selectedIndex: selectedIndex, onPick: onPick)
    }

    package func appear() {
        guard state == nil, let presenter else { return }
        Task { await presenter.viewDidLoad() }
    }

    package func tick() {
        spinner.advance()
    }

    package func body(size: TerminalSize) -> [StyledLine] {
        guard let state else { return [StatusLine.loading("Loading offers…", spinner: spinner)] }
        let header = Self.headerLines(for: state)
        var lines = [StyledLine(header[0], style: .bold)] + StatusLine.plain(Array(header.dropFirst()))
        switch state.phase {
        case .idle, .loading: return lines + [StatusLine.loading(state.loadingMessage, spinner: spinner)]
        case .failed(let message): return lines + [StatusLine.failure(message)]
        case .loaded where state.rows.isEmpty: return lines + [StyledLine(state.emptyMessage, style: .dim)]
        case .loaded:
            let rows = state.rows
            cursor = min(cursor, rows.count - 1)
            let blocks = Self.offerBlocks(rows)
            var body: [StyledLine] = []
            var cursorLine = 0
            for (index, block) in blocks.enumerated() {
                if index == cursor { cursorLine = body.count }
                body.append(
                    index == cursor ? StyledLine("› " + block[0], style: .selected) : StyledLine("  " + block[0]))
                body += block.dropFirst().map { StyledLine("  " + $0) }
            }
            // Keep the cursor's offer, and as much of its pros and cons as fit, on screen.
            let height = max(size.rows - lines.count, 1)
            let blockEnd = cursorLine + blocks[cursor].count
            top = min(top, cursorLine)
            if blockEnd > top + height { top = min(cursorLine, blockEnd - height) }
            lines += body.dropFirst(top).prefix(height)
            return lines
        }
    }

    package func handle(_ key: Key, size: TerminalSize) -> ScreenAction {
        guard let presenter, let state else { return .ignored }
        switch state.phase {
        case .failed:
            guard key == .character("r") else { return .ignored }
            Task { await presenter.retry() }
            return .handled
        case .loaded where !state.rows.isEmpty:
            let rows = state.rows
            if let delta = ListKeys.movement(for: key, pageHeight: 3) {
                cursor = min(max(cursor + max(min(delta, rows.count), -rows.count), 0), rows.count - 1)
                return .handled
            }
            switch key {
            case .enter, .space:
                presenter.selectOffer(id: rows[cursor].id)
                return .handled
            case .character("m"): presenter.chooseMake()
            case .character("o"): presenter.chooseModel()
            default: return .ignored
            }
            defer { pendingPicker = nil }
            return pendingPicker.map { .push($0) } ?? .handled
        case .idle, .loading, .loaded:
            return .ignored
        }
    }

    /// The title and the filters, then a blank line.
    private static func headerLines(for state: GuidomiaViewState) -> [String] {
        var lines = [state.title]
        if let filters = state.filters {
            lines +=
                ["", filters.title]
                + TextTable.render(header: nil, rows: filters.fields.map { ["  " + $0.title, $0.value] })
        }
        return lines + [""]
    }

    /// One block per offer: its line, then its pros and cons when it is expanded.
    private static func offerBlocks(_ rows: [GuidomiaOfferRow]) -> [[String]] {
        zip(TextTable.render(header: nil, rows: rows.map(\.columns)), rows).map { [$0] + $1.detailLines }
    }
}
