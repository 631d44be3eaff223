import GuidomiaFeature
import TerminalKit

/// What `mosaic guidomia list` prints: title, filters, then the offers (the expanded one's pros and cons) or a message.
enum GuidomiaListText {
    static func lines(for state: GuidomiaViewState, width: Int) -> [String] {
        var lines = [state.title]
        if let filters = state.filters {
            lines +=
                ["", filters.title]
                + TextTable.render(header: nil, rows: filters.fields.map { ["  " + $0.title, $0.value] })
        }
        lines.append("")
        if let message = state.message {
            lines.append(message)
        } else {
            let heads = TextTable.render(header: nil, rows: state.rows.map(\.columns))
            lines += zip(heads, state.rows).flatMap { [$0] + $1.detailLines }
        }
        return lines.map { DisplayWidth.truncate($0, to: width) }
    }
}
