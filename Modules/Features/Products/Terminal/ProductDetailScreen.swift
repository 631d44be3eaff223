import Foundation
package import ProductsFeature
package import TerminalAppKit
package import TerminalKit

/// One product: its image, list data and, when available, the Item API's extras (colours,
/// sizes, fabric…). The same lines serve `mosaic products show` and the interactive detail,
/// which draws the photo above the table when the terminal draws pictures.
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
        let parts = Self.parts(for: state, width: Int.max)
        let table = parts.table.flatMap { DisplayWidth.wrap($0, to: size.columns, indent: parts.valueColumn) }
        picture?.show(state.imageURL)
        var lines = (picture?.lines(columns: size.columns, rows: Self.pictureRows) ?? []) + StatusLine.plain(table)
        let heading = [StyledLine(state.modelName, style: .bold), ""]
        guard !parts.notes.isEmpty else { return scroll.lines(fixed: heading, lines, size: size) }
        lines.append("")
        switch state.extras {
        case nil: lines += parts.notes.map { StatusLine.loading($0, spinner: spinner) }
        case .unavailable?: lines += parts.notes.map(StatusLine.failure)
        case .loaded?, .turnedOff?:
            lines += StatusLine.plain(parts.notes.flatMap { DisplayWidth.wrap($0, to: size.columns) })
        }
        return scroll.lines(fixed: heading, lines, size: size)
    }

    package func handle(_ key: Key, size: TerminalSize) -> ScreenAction {
        if scroll.move(key) { return .handled }
        guard key == .character("r"), case .unavailable? = viewModel.state.extras else { return .ignored }
        Task { await viewModel.load() }
        return .handled
    }

    // MARK: The plain text, shared by both interfaces

    package nonisolated static func lines(for state: ProductDetailViewState, width: Int) -> [String] {
        let parts = parts(for: state, width: width)
        var lines = [DisplayWidth.truncate(state.modelName, to: width), ""]
        lines += parts.table
        if !parts.notes.isEmpty {
            lines.append("")
            lines += parts.notes
        }
        return lines
    }

    /// The field table, and the notes under it (the description, or what the extras are doing).
    private nonisolated static func parts(
        for state: ProductDetailViewState, width: Int
    ) -> (table: [String], notes: [String], valueColumn: Int) {
        var fields: [(String, String)] = [
            ("Code", state.code8),
            ("Brand", state.brandName ?? "-"),
            ("Category", [state.macroCategory, state.microCategory].compactMap { $0 }.joined(separator: " / ")),
            ("Price", state.price.text),
            ("Image", state.imageURL?.absoluteString ?? "-"),
            ("Sizes", state.sizes.isEmpty ? "-" : state.sizes.joined(separator: ", ")),
        ]
        var notes: [String] = []
        switch state.extras {
        case .loaded(let extras)?:
            fields.append(("Colours", extras.colors.isEmpty ? "-" : extras.colors.joined(separator: ", ")))
            fields.append(("Made in", extras.madeIn ?? "-"))
            fields.append(("Fabric", extras.fabric ?? "-"))
            if let details = extras.details { fields.append(("Details", details)) }
            notes = extras.description
        case nil: notes = ["Loading more details…"]
        case .unavailable(let message)?: notes = [message]
        case .turnedOff?: break
        }
        let table = TextTable.render(header: nil, rows: fields.map { [$0.0, $0.1] }, maxWidth: width)
        let valueColumn = (fields.map { DisplayWidth.of($0.0) }.max() ?? 0) + 2
        return (table, notes.map { DisplayWidth.truncate($0, to: width) }, valueColumn)
    }
}
