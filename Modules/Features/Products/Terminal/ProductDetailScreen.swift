import Foundation
package import ProductsFeature
package import TerminalAppKit
package import TerminalKit

/// One product: photo (when the terminal draws pictures), list data and the Item API's extras.
@MainActor
package final class ProductDetailScreen: InteractiveScreen {
    /// The photo's box: product photos are portrait, so 16 rows make about 24 columns.
    package static let pictureRows = 16

    private let viewModel: ProductDetailViewModel
    private let picture: PicturePane?
    private var spinner = Spinner()
    private var scroll = ScrollPane()

    /// - Parameter picture: where the product photo is drawn; `nil` shows only its URL.
    package init(viewModel: ProductDetailViewModel, picture: PicturePane? = nil) {
        self.viewModel = viewModel
        self.picture = picture
    }

    package var title: String { viewModel.state.modelName }

    package var keyHints: String {
        if case .unavailable? = viewModel.state.extras { return "r retry" }
        return ""
    }

    package func appear() {
        Task { await viewModel.load() }
    }

    package func tick() {
        spinner.advance()
    }

    package func body(size: TerminalSize) -> [StyledLine] {
        let state = viewModel.state
        // Wrapped rather than cut, so the image URL and long fields stay readable at 80 columns.
        let valueColumn = (state.fields.map { DisplayWidth.of($0.title) }.max() ?? 0) + 2
        let table = TextTable.render(header: nil, rows: state.fields.map { [$0.title, $0.value] })
            .flatMap { DisplayWidth.wrap($0, to: size.columns, indent: valueColumn) }
        picture?.show(state.imageURL)
        var lines = (picture?.lines(columns: size.columns, rows: Self.pictureRows) ?? []) + StatusLine.plain(table)
        let heading = [StyledLine(state.modelName, style: .bold), ""]
        guard !state.notes.isEmpty else { return scroll.lines(fixed: heading, lines, size: size) }
        lines.append("")
        switch state.extras {
        case nil: lines += state.notes.map { StatusLine.loading($0, spinner: spinner) }
        case .unavailable?: lines += state.notes.map(StatusLine.failure)
        case .loaded?, .turnedOff?:
            lines += StatusLine.plain(state.notes.flatMap { DisplayWidth.wrap($0, to: size.columns) })
        }
        return scroll.lines(fixed: heading, lines, size: size)
    }

    package func handle(_ key: Key, size: TerminalSize) -> ScreenAction {
        if scroll.move(key) { return .handled }
        guard key == .character("r"), case .unavailable? = viewModel.state.extras else { return .ignored }
        Task { await viewModel.load() }
        return .handled
    }
}
