import Foundation
import LaunchesFeature
import TerminalKit

/// What `mosaic launches list` prints: tabs, launches with the ids `show` takes, the count; a failed list is an error.
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
