import ProductsFeature
import TerminalKit

/// What `mosaic products categories` prints: the departments with the codes `products list` takes.
enum DepartmentListText {
    static func lines(for state: DepartmentListViewState, width: Int) -> [String] {
        [state.heading, ""]
            + TextTable.render(header: DepartmentRow.columnTitles, rows: state.rows.map(\.columns), maxWidth: width)
    }
}
