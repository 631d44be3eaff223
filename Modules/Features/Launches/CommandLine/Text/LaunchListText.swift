import Foundation
import LaunchesFeature
import TerminalKit

/// What `mosaic launches list` prints of a loaded list: the tabs, the launches with the ids
/// `launches show` takes, and how far the list goes. A list that failed is an error, not text.
enum LaunchListText {
    static func lines(for state: LaunchListViewState, width: Int) -> [String] {
        let tab = state.current
        let tabs = LaunchesTab.allCases.map { $0 == state.selectedTab ? "[\($0.title)]" : " \($0.title) " }
        let above = [tabs.joined(separator: " ").trimmingCharacters(in: .whitespaces), ""]
        guard !tab.rows.isEmpty else { return above + ["No \(state.selectedTab.title.lowercased()) launches."] }
        let table = TextTable.render(
            header: ["ID", "MISSION", "DATE", "PATCH"],
            rows: tab.rows.map { [$0.id, $0.name, $0.dateText, $0.patchImageURL?.absoluteString ?? "-"] },
            maxWidth: width)
        let count =
            "\(tab.rows.count) of \(tab.paging.total ?? tab.rows.count) launches, page \(tab.loadedPage)"
            + (tab.paging.hasMore ? ", more available." : ", end of list.")
        return (above + table + ["", count]).map { DisplayWidth.truncate($0, to: width) }
    }
}
