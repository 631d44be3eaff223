import ProductsFeature
import TerminalKit

/// What `mosaic products list` prints of a loaded list: the department and its size, then the
/// products with the codes `products show` takes, or why there are none.
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
