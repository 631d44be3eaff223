import DealershipFeature
import TerminalKit

/// `mosaic dealership list`'s text: a line a dealership with its id, or the empty list's message; failures are errors.
enum DealershipListText {
    static func lines(for state: DealershipListViewState, width: Int) -> [String] {
        if let empty = state.emptyState { return [empty.message] }
        let count = "\(state.rows.count) dealerships. Open one with: mosaic dealership show <id>"
        return TextTable.render(
            header: ["NAME", "ID", "ADDRESS"], rows: state.rows.map { [$0.name, $0.id, $0.address] }, maxWidth: width)
            + ["", DisplayWidth.truncate(count, to: width)]
    }
}
