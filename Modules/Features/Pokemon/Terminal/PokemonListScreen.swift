package import PokemonListFeature
package import TerminalAppKit
package import TerminalKit

/// The Pokémon list: the plain text of `mosaic pokemon list` and, built from the same pieces,
/// the interactive list that pages in more Pokémon as the cursor nears the end.
@MainActor
package final class PokemonListScreen: InteractiveScreen {
    package let title = "Pokédex"
    private let viewModel: PokemonListViewModel
    private var pane = ListPane()
    private var spinner = Spinner()

    package init(viewModel: PokemonListViewModel) {
        self.viewModel = viewModel
    }

    package var keyHints: String {
        let state = viewModel.state
        return ["Enter open", state.showsLoadMore ? "m load more" : "", state.canRetry ? "r retry" : ""]
            .filter { !$0.isEmpty }.joined(separator: "  ")
    }

    package func appear() {
        Task { await viewModel.load() }
    }

    package func tick() {
        spinner.advance()
    }

    package func body(size: TerminalSize) -> [StyledLine] {
        let state = viewModel.state
        var above = [StyledLine(Self.title(for: state), style: .bold)]
        if let notice = Self.notice(for: state) { above.append(StyledLine(notice, style: .dim)) }
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
            viewModel.select(id: state.rows[pane.cursor].id)
        case .character("r") where state.canRetry:
            Task { await viewModel.retry() }
        case .character("m") where state.showsLoadMore:
            Task { await viewModel.loadMore() }
        default:
            return .ignored
        }
        return .handled
    }

    private func footer(for state: PokemonListViewState) -> [StyledLine] {
        if let error = state.failureMessage { return [StatusLine.failure("! \(error)")] }
        if state.isLoadingAnyPage { return [StatusLine.loading("Loading Pokémon…", spinner: spinner)] }
        return Self.statusMessage(for: state).map { [StyledLine($0, style: .dim)] } ?? []
    }

    // MARK: The plain text, shared by both interfaces

    package nonisolated static func lines(for state: PokemonListViewState, width: Int) -> [String] {
        var lines = [title(for: state)]
        if let notice = notice(for: state) { lines.append(notice) }
        lines += table(for: state, width: width)
        if let error = state.failureMessage {
            lines.append(DisplayWidth.truncate("! \(error) (retry to load it again)", to: width))
        } else if state.isLoadingAnyPage {
            lines.append("Loading…")
        }
        return lines
    }

    /// The column header then one line per row; nothing when there are no rows.
    nonisolated static func table(for state: PokemonListViewState, width: Int) -> [String] {
        guard !state.rows.isEmpty else { return [] }
        return TextTable.render(
            header: ["ID", "NAME"], rows: state.rows.map { [String($0.id), $0.name] }, alignments: [.right, .left],
            maxWidth: width)
    }

    private nonisolated static func notice(for state: PokemonListViewState) -> String? {
        state.savedDataNotice.map { "(\($0))" }
    }

    /// What comes after the rows when nothing is loading or failing: more to load, or the end.
    private nonisolated static func statusMessage(for state: PokemonListViewState) -> String? {
        if state.showsLoadMore { return "More Pokémon: load more to see the next page." }
        if !state.paging.hasMore && state.rows.isEmpty { return "No Pokémon here: this is past the end of the list." }
        if !state.paging.hasMore { return "End of the list." }
        return nil
    }

    private nonisolated static func title(for state: PokemonListViewState) -> String {
        switch (state.rows.count, state.paging.total) {
        case (0, let total?): "Pokémon: none shown of \(total)"
        case (0, nil): "Pokémon"
        case (let shown, let total?): "Pokémon: \(shown) shown of \(total)"
        case (let shown, nil): "Pokémon: \(shown) shown"
        }
    }
}
