package import DealershipFeature
package import TerminalAppKit
package import TerminalKit

@MainActor
package final class DealershipListScreen: InteractiveScreen {
    package let title = "Dealerships"
    private let viewModel: DealershipListViewModel
    private var pane = ListPane()
    private var spinner = Spinner()

    package init(viewModel: DealershipListViewModel) {
        self.viewModel = viewModel
    }

    package var keyHints: String {
        if case .failed = viewModel.state.phase { return "r retry" }
        return "Enter open"
    }

    package func appear() {
        Task { await viewModel.load() }
    }

    package func tick() {
        spinner.advance()
    }

    package func body(size: TerminalSize) -> [StyledLine] {
        let state = viewModel.state
        switch state.phase {
        case .idle, .loading: return [StatusLine.loading("Loading dealerships…", spinner: spinner)]
        case .failed(let message): return [StatusLine.failure("Could not load dealerships: \(message)")]
        case .loaded: break
        }
        if let empty = state.emptyState { return [StyledLine(empty.message, style: .dim)] }
        let table = TextTable.render(
            header: ["NAME", "ID", "ADDRESS"], rows: state.rows.map { [$0.name, $0.id, $0.address] },
            maxWidth: size.columns - ListPane.markerWidth)
        return pane.lines(above: [], table: table, below: [], size: size)
    }

    package func handle(_ key: Key, size: TerminalSize) -> ScreenAction {
        let state = viewModel.state
        if pane.move(key, count: state.rows.count) { return .handled }
        switch key {
        case .enter where state.rows.indices.contains(pane.cursor):
            viewModel.select(id: state.rows[pane.cursor].id)
        case .character("r"):
            guard case .failed = state.phase else { return .ignored }
            Task { await viewModel.refresh() }
        default:
            return .ignored
        }
        return .handled
    }
}
