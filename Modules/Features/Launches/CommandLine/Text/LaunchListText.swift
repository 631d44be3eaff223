import Foundation
import LaunchesFeature
import TerminalKit

/// What `mosaic launches list` prints of a loaded list: the tabs, the launches with the ids
/// `launches show` takes, and how far the list goes. A list that failed is an error, not text.
enum LaunchListText {
    static func lines(for state: LaunchListViewState, width: Int) -> [String] {
        let above = [state.tabBar, ""]
        guard !state.rows.isEmpty else { return above + [state.emptyMessage] }
        let table = TextTable.render(
            header: ["ID", "MISSION", "DATE", "PATCH"],
            rows: state.rows.map { [$0.id, $0.name, $0.dateText, $0.patchImageURL?.absoluteString ?? "-"] },
            maxWidth: width)
        return (above + table + ["", state.countLine]).map { DisplayWidth.truncate($0, to: width) }
    }
}
