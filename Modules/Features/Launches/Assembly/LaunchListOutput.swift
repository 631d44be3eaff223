import CommandLineKit
import Foundation
import LaunchesFeature

/// `launches list --json`, built from the list view state.
struct LaunchListOutput: Encodable {
    struct Item: Encodable {
        var id: String
        var name: String
        var dateUTC: Date
        var dateText: String
        @NullWhenAbsent var patchImageURL: URL?
    }

    var tab: String
    var total: Int
    var page: Int
    var hasNextPage: Bool
    var items: [Item]

    init(tab: LaunchesTab, state: LaunchesTabState) {
        self.tab = tab.rawValue
        total = state.totalCount
        page = state.loadedPage
        hasNextPage = state.hasNextPage
        items = state.rows.map {
            Item(id: $0.id, name: $0.name, dateUTC: $0.dateUTC, dateText: $0.dateText, patchImageURL: $0.patchImageURL)
        }
    }
}
