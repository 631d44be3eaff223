import Foundation
package import ProductsFeature
package import TerminalAppKit
package import TerminalKit

/// The Chloé shop's home: the departments to pick from.
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
        let table = TextTable.render(
            header: DepartmentRow.columnTitles, rows: viewModel.state.rows.map(\.columns),
            maxWidth: size.columns - ListPane.markerWidth)
        return pane.lines(
            above: [StyledLine(viewModel.state.heading, style: .bold), ""], table: table,
            below: [], size: size)
    }

    package func handle(_ key: Key, size: TerminalSize) -> ScreenAction {
        let departments = viewModel.state.rows
        if pane.move(key, count: departments.count) { return .handled }
        guard key == .enter, departments.indices.contains(pane.cursor) else { return .ignored }
        viewModel.select(departmentCode: departments[pane.cursor].id)
        return .handled
    }
}
