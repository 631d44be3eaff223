import Foundation
public import LaunchesFeature

/// The launches main screen as plain text: the tab bar, then the selected tab's list or its
/// loading, error or empty state.
public enum LaunchesListScreen {
    public static func lines(for state: LaunchesListState, width: Int) -> [String] {
        let tabBar = LaunchesTab.allCases.map { tab in
            tab == state.selectedTab ? "[\(tab.title)]" : " \(tab.title) "
        }.joined(separator: " ").trimmingCharacters(in: .whitespaces)
        var lines = [DisplayWidth.truncate(tabBar, to: width), ""]
        let tab = state.current
        let name = state.selectedTab.title.lowercased()
        switch tab.phase {
        case .idle, .loading:
            return lines + ["Loading \(name) launches…"]
        case .failed(let message):
            return lines + [
                DisplayWidth.truncate("Could not load \(name) launches: \(message)", to: width), "Retry to try again.",
            ]
        case .loaded:
            break
        }
        if tab.isRefreshing { lines.append("Refreshing…") }
        if let refreshError = tab.refreshError {
            lines.append(DisplayWidth.truncate("Refresh failed, showing the previous list: \(refreshError)", to: width))
        }
        guard !tab.rows.isEmpty else { return lines + ["No \(name) launches."] }
        lines += TextTable.render(
            header: ["MISSION", "DATE", "PATCH"],
            rows: tab.rows.map { [$0.name, $0.dateText, $0.patchImageURL?.absoluteString ?? "-"] },
            maxWidth: width
        )
        lines.append("")
        var footer = "\(tab.rows.count) of \(tab.totalCount) launches, page \(tab.loadedPage)"
        footer += tab.hasNextPage ? ", more available." : ", end of list."
        lines.append(DisplayWidth.truncate(footer, to: width))
        if tab.isLoadingNextPage { lines.append("Loading more…") }
        if let nextPageError = tab.nextPageError {
            lines.append(DisplayWidth.truncate("Could not load more: \(nextPageError)", to: width))
        }
        return lines
    }
}
