import Foundation
package import LaunchesFeature
package import TerminalAppKit
package import TerminalKit

/// The launches main screen: the tab bar, then the selected tab's list or its loading, error or
/// empty state. Tab switches tabs, `r` refreshes, and the list pages in as the cursor nears the end.
@MainActor
package final class LaunchListScreen: InteractiveScreen {
    package let title = "Launches"
    private let viewModel: LaunchListViewModel
    private var panes: [LaunchesTab: ListPane] = [:]
    private var spinner = Spinner()

    package init(viewModel: LaunchListViewModel) {
        self.viewModel = viewModel
    }

    package var keyHints: String {
        let tab = viewModel.state.current
        let retry = Self.failure(in: tab) != nil
        return ["Enter open", "Tab switch tab", retry ? "r retry" : "r refresh"].joined(separator: "  ")
    }

    package func appear() {
        Task { await viewModel.load() }
    }

    package func tick() {
        spinner.advance()
    }

    package func body(size: TerminalSize) -> [StyledLine] {
        let state = viewModel.state
        let tab = state.current
        var above = [StyledLine(DisplayWidth.truncate(state.tabBar, to: size.columns), style: .bold), ""]
        let name = state.selectedTab.title.lowercased()
        switch tab.phase {
        case .idle, .loading: return above + [StatusLine.loading("Loading \(name) launches…", spinner: spinner)]
        case .failed(let message): return above + [StatusLine.failure("Could not load \(name) launches: \(message)")]
        case .loaded: break
        }
        if tab.isRefreshing { above.append(StatusLine.loading("Refreshing…", spinner: spinner)) }
        if let refreshError = tab.refreshError {
            above.append(StatusLine.failure("Refresh failed, showing the previous list: \(refreshError)"))
        }
        guard !tab.rows.isEmpty else { return above + [StyledLine(state.emptyMessage, style: .dim)] }
        let table = Self.table(for: tab, width: size.columns - ListPane.markerWidth)
        var below = ["", StyledLine(state.countLine, style: .dim)]
        if tab.paging.isLoadingMore { below.append(StatusLine.loading("Loading more…", spinner: spinner)) }
        if let error = tab.paging.loadMoreError { below.append(StatusLine.failure("Could not load more: \(error)")) }
        return panes[state.selectedTab, default: ListPane()].lines(
            above: above, table: table, below: below, size: size)
    }

    package func handle(_ key: Key, size: TerminalSize) -> ScreenAction {
        let state = viewModel.state
        let rows = state.current.rows
        if panes[state.selectedTab, default: ListPane()].move(key, count: rows.count) {
            let index = panes[state.selectedTab, default: ListPane()].cursor
            Task { await viewModel.loadNextPageIfNeeded(currentIndex: index) }
            return .handled
        }
        switch key {
        case .tab, .backTab:
            let next: LaunchesTab = state.selectedTab == .upcoming ? .past : .upcoming
            Task { await viewModel.select(next) }
        case .character("r"):
            if Self.failure(in: state.current) != nil {
                Task { await viewModel.retry() }
            } else {
                Task { await viewModel.refresh() }
            }
        case .enter:
            let cursor = panes[state.selectedTab, default: ListPane()].cursor
            guard rows.indices.contains(cursor) else { return .ignored }
            viewModel.select(id: rows[cursor].id)
        default:
            return .ignored
        }
        return .handled
    }

    private static func table(for tab: LaunchesTabState, width: Int) -> [String] {
        TextTable.render(
            header: ["MISSION", "DATE", "PATCH"],
            rows: tab.rows.map { [$0.name, $0.dateText, $0.patchImageURL?.absoluteString ?? "-"] },
            maxWidth: width
        )
    }

    private nonisolated static func failure(in tab: LaunchesTabState) -> String? {
        if case .failed(let message) = tab.phase { return message }
        return tab.paging.loadMoreError ?? tab.refreshError
    }
}
