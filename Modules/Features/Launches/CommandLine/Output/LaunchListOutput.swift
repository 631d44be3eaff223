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
    var paging: Paging
    var items: [Item]

    init(tab: LaunchesTab, state: LaunchesTabState, paging: Paging) {
        self.tab = tab.rawValue
        self.paging = paging
        items = state.rows.map {
            Item(id: $0.id, name: $0.name, dateUTC: $0.dateUTC, dateText: $0.dateText, patchImageURL: $0.patchImageURL)
        }
    }
}
