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
        var above = [StyledLine(Self.tabBar(for: state, width: size.columns), style: .bold), ""]
        let name = Self.name(of: state.selectedTab)
        switch tab.phase {
        case .idle, .loading: return above + [StatusLine.loading(Self.loadingMessage(name), spinner: spinner)]
        case .failed(let message): return above + [StatusLine.failure(Self.failureMessage(name, message))]
        case .loaded: break
        }
        if tab.isRefreshing { above.append(StatusLine.loading(Self.refreshingMessage, spinner: spinner)) }
        if let refreshError = tab.refreshError { above.append(StatusLine.failure(Self.refreshFailure(refreshError))) }
        guard !tab.rows.isEmpty else { return above + [StyledLine(Self.emptyMessage(name), style: .dim)] }
        let table = Self.table(for: tab, width: size.columns - ListPane.markerWidth)
        var below = ["", StyledLine(Self.countLine(for: tab), style: .dim)]
        if tab.paging.isLoadingMore { below.append(StatusLine.loading(Self.loadingMoreMessage, spinner: spinner)) }
        if let error = tab.paging.loadMoreError { below.append(StatusLine.failure(Self.nextPageFailure(error))) }
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

    nonisolated static func tabBar(for state: LaunchListViewState, width: Int) -> String {
        let tabBar = LaunchesTab.allCases.map { tab in
            tab == state.selectedTab ? "[\(tab.title)]" : " \(tab.title) "
        }.joined(separator: " ").trimmingCharacters(in: .whitespaces)
        return DisplayWidth.truncate(tabBar, to: width)
    }

    /// The column header then one line per launch.
    nonisolated static func table(for tab: LaunchesTabState, width: Int) -> [String] {
        TextTable.render(
            header: ["MISSION", "DATE", "PATCH"],
            rows: tab.rows.map { [$0.name, $0.dateText, $0.patchImageURL?.absoluteString ?? "-"] },
            maxWidth: width
        )
    }

    private nonisolated static func countLine(for tab: LaunchesTabState) -> String {
        "\(tab.rows.count) of \(tab.paging.total ?? tab.rows.count) launches, page \(tab.loadedPage)"
            + (tab.paging.hasMore ? ", more available." : ", end of list.")
    }

    private nonisolated static func failure(in tab: LaunchesTabState) -> String? {
        if case .failed(let message) = tab.phase { return message }
        return tab.paging.loadMoreError ?? tab.refreshError
    }

    private nonisolated static func name(of tab: LaunchesTab) -> String { tab.title.lowercased() }
    private nonisolated static func loadingMessage(_ name: String) -> String { "Loading \(name) launches…" }
    private nonisolated static func failureMessage(_ name: String, _ message: String) -> String {
        "Could not load \(name) launches: \(message)"
    }
    private nonisolated static let refreshingMessage = "Refreshing…"
    private nonisolated static func refreshFailure(_ message: String) -> String {
        "Refresh failed, showing the previous list: \(message)"
    }
    private nonisolated static func emptyMessage(_ name: String) -> String { "No \(name) launches." }
    private nonisolated static let loadingMoreMessage = "Loading more…"
    private nonisolated static func nextPageFailure(_ message: String) -> String { "Could not load more: \(message)" }
}
