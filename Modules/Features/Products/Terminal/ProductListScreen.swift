import Foundation
package import ProductsFeature
package import TerminalAppKit
package import TerminalKit

/// A department's products with their prices: the plain text of `mosaic products list` and the
/// interactive list that loads more pages as the cursor nears the end, from the same table.
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
        if viewModel.state.failure != nil { return "Enter open  r retry" }
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
        let above = [StyledLine(Self.heading(for: state), style: .bold), ""]
        let table = Self.table(for: state, width: size.columns - ListPane.markerWidth)
        return pane.lines(
            above: above, table: table, below: footer(for: state), size: size)
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
        let status = Self.statusMessage(for: state)
        if state.failure != nil { return [StatusLine.failure(status ?? "")] }
        if state.phase != .loaded || state.paging.isLoadingMore {
            return [StatusLine.loading(status ?? "", spinner: spinner)]
        }
        return status.map { [StyledLine($0, style: .dim)] } ?? []
    }

    // MARK: The plain text, shared by both interfaces

    package nonisolated static func lines(for state: ProductListViewState, width: Int) -> [String] {
        var lines = [DisplayWidth.truncate(heading(for: state), to: width), ""]
        lines += table(for: state, width: width)
        if let message = statusMessage(for: state) {
            lines.append(DisplayWidth.truncate(message, to: width))
        }
        return lines
    }

    private nonisolated static func heading(for state: ProductListViewState) -> String {
        state.departmentTitle + (state.paging.total.map { " (\($0) products)" } ?? "")
    }

    /// The column header then one line per product; nothing before the first page.
    nonisolated static func table(for state: ProductListViewState, width: Int) -> [String] {
        guard !state.rows.isEmpty else { return [] }
        let rows = state.rows.map { [$0.id, $0.title, $0.price.text, $0.thumbnailURL?.absoluteString ?? "-"] }
        return TextTable.render(header: ["CODE8", "TITLE", "PRICE", "THUMBNAIL"], rows: rows, maxWidth: width)
    }

    /// What the paging is doing, or why the list is empty.
    private nonisolated static func statusMessage(for state: ProductListViewState) -> String? {
        if let failure = state.failure { return "Could not load products: \(failure)" }
        switch state.phase {
        case .idle, .loading, .failed: return "Loading products…"
        case .loaded where state.paging.isLoadingMore: return "Loading more…"
        case .loaded: return state.rows.isEmpty ? "No products in this department." : nil
        }
    }
}
