import Foundation
package import ProductsFeature
package import TerminalAppKit
package import TerminalKit

/// The Chloé shop's home, its departments: the plain text of `mosaic products categories`
/// and the interactive picker, from the same table.
@MainActor
package final class DepartmentListScreen: InteractiveScreen {
    package let title = "Products"
    package let keyHints = "Enter open"
    private let viewModel: DepartmentListViewModel
    private var pane = ListPane()

    package init(viewModel: DepartmentListViewModel) {
        self.viewModel = viewModel
    }

    package func body(size: TerminalSize) -> [StyledLine] {
        let table = Self.table(for: viewModel.state, width: size.columns - ListPane.markerWidth)
        return pane.lines(
            above: [StyledLine(Self.heading, style: .bold), ""], table: table,
            below: [], size: size)
    }

    package func handle(_ key: Key, size: TerminalSize) -> ScreenAction {
        let departments = viewModel.state.rows
        if pane.move(key, count: departments.count) { return .handled }
        guard key == .enter, departments.indices.contains(pane.cursor) else { return .ignored }
        viewModel.select(departmentCode: departments[pane.cursor].id)
        return .handled
    }

    // MARK: The plain text, shared by both interfaces

    package nonisolated static func lines(for state: DepartmentListViewState, width: Int) -> [String] {
        [heading, ""] + table(for: state, width: width)
    }

    private nonisolated static let heading = "Chloé: shop by department"

    /// The column header then one line per department.
    nonisolated static func table(for state: DepartmentListViewState, width: Int) -> [String] {
        let rows = state.rows.map { [$0.id, $0.title, $0.imageURL?.absoluteString ?? "-"] }
        return TextTable.render(header: ["CODE", "DEPARTMENT", "IMAGE"], rows: rows, maxWidth: width)
    }
}
