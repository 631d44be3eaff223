import Foundation

extension LaunchListViewState {
    /// The tabs on one line, the selected one in brackets: `[Upcoming]  Past`.
    public var tabBar: String {
        LaunchesTab.allCases.map { $0 == selectedTab ? "[\($0.title)]" : " \($0.title) " }
            .joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }

    /// What a text client shows in place of the selected tab's rows when it has none.
    public var emptyMessage: String { "No \(selectedTab.title.lowercased()) launches." }

    /// How far the selected tab's list goes: `3 of 18 launches, page 1, more available.`
    public var countLine: String {
        "\(rows.count) of \(paging.total ?? rows.count) launches, page \(current.loadedPage)"
            + (paging.hasMore ? ", more available." : ", end of list.")
    }
}
