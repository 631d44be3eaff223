import ProductsFeature
import TerminalKit

/// What `mosaic products list` prints: the department and its size, then its products or why there are none.
enum ProductListText {
    static func lines(for state: ProductListViewState, width: Int) -> [String] {
        let table =
            state.rows.isEmpty
            ? [] : TextTable.render(header: ProductRow.columnTitles, rows: state.rows.map(\.columns), maxWidth: width)
        return ([state.heading, ""] + table + (state.status.map { [$0] } ?? [])).map {
            DisplayWidth.truncate($0, to: width)
        }
    }
}
