import Foundation
package import ProductsFeature
package import TerminalAppKit
package import TerminalKit

/// A department's products with their prices, loading more pages as the cursor nears the end.
@MainActor
package final class ProductListScreen: InteractiveScreen {
    private let viewModel: ProductListViewModel
    private var pane = ListPane()
    private var spinner = Spinner()

    package init(viewModel: ProductListViewModel) {
        self.viewModel = viewModel
    }

    package var title: String { viewModel.state.departmentTitle }

    package var keyHints: String {
        viewModel.state.failure == nil ? "Enter open" : "Enter open  r retry"
    }

    package func appear() {
        Task { await viewModel.load() }
    }

    package func tick() {
        spinner.advance()
    }

    package func body(size: TerminalSize) -> [StyledLine] {
        let state = viewModel.state
        let above = [StyledLine(state.heading, style: .bold), ""]
        // Nothing, not even the header, before the first page.
        let table =
            state.rows.isEmpty
            ? []
            : TextTable.render(
                header: ProductRow.columnTitles, rows: state.rows.map(\.columns),
                maxWidth: size.columns - ListPane.markerWidth)
        return pane.lines(above: above, table: table, below: footer(for: state), size: size)
    }

    package func handle(_ key: Key, size: TerminalSize) -> ScreenAction {
        let state = viewModel.state
        if pane.move(key, count: state.rows.count) {
            let index = pane.cursor
            Task { await viewModel.loadNextPageIfNeeded(currentIndex: index) }
            return .handled
        }
        switch key {
        case .enter where state.rows.indices.contains(pane.cursor):
            viewModel.select(code8: state.rows[pane.cursor].id)
        case .character("r"):
            guard state.failure != nil else { return .ignored }
            Task { await viewModel.loadNextPage() }
        default:
            return .ignored
        }
        return .handled
    }

    private func footer(for state: ProductListViewState) -> [StyledLine] {
        let status = state.status
        if state.failure != nil { return [StatusLine.failure(status ?? "")] }
        if state.phase != .loaded || state.paging.isLoadingMore {
            return [StatusLine.loading(status ?? "", spinner: spinner)]
        }
        return status.map { [StyledLine($0, style: .dim)] } ?? []
    }
}
