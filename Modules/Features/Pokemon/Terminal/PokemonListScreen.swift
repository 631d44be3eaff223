package import PokemonListFeature
package import TerminalAppKit
package import TerminalKit

/// The interactive Pokémon list, which pages in more Pokémon as the cursor nears the end.
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
        var above = [StyledLine(state.heading, style: .bold)]
        if let notice = state.savedDataNotice { above.append(StyledLine("(\(notice))", style: .dim)) }
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

    private static func table(for state: PokemonListViewState, width: Int) -> [String] {
        guard !state.rows.isEmpty else { return [] }
        return TextTable.render(
            header: ["ID", "NAME"], rows: state.rows.map { [String($0.id), $0.name] }, alignments: [.right, .left],
            maxWidth: width)
    }

    /// What comes after the rows when nothing is loading or failing: more to load, or the end.
    private static func statusMessage(for state: PokemonListViewState) -> String? {
        if state.showsLoadMore { return "More Pokémon: load more to see the next page." }
        if !state.paging.hasMore && state.rows.isEmpty { return "No Pokémon here: this is past the end of the list." }
        if !state.paging.hasMore { return "End of the list." }
        return nil
    }
}
