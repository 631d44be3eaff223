import Foundation
package import PokemonDetailFeature
package import TerminalAppKit
package import TerminalKit

/// One Pokémon: its name, its sprite (interactive, when the terminal draws pictures), then a
/// key/value table of what the flags let through.
@MainActor
package final class PokemonDetailScreen: InteractiveScreen {
    /// The sprite's box: sprites are square, so 16 rows of two pixels make 32 columns.
    package static let pictureRows = 16

    private let viewModel: PokemonDetailViewModel
    private let picture: PicturePane?
    private var spinner = Spinner()

    /// - Parameter picture: where the sprite is drawn; `nil` shows only its URL.
    package init(viewModel: PokemonDetailViewModel, picture: PicturePane? = nil) {
        self.viewModel = viewModel
        self.picture = picture
    }

    package var title: String {
        viewModel.state.content?.name ?? "#\(viewModel.identifier)"
    }

    package var keyHints: String {
        if case .failed = viewModel.state.phase { return "r retry" }
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
        switch state.phase {
        case .idle, .loading: return [StatusLine.loading("Loading Pokémon \(viewModel.identifier)…", spinner: spinner)]
        case .failed(let message): return [StatusLine.failure("! \(message)")]
        case .loaded:
            guard let content = state.content else { return [] }
            // Wrapped rather than cut, so the whole sprite URL is readable even at 80 columns.
            let lines = Self.lines(for: content).flatMap {
                DisplayWidth.wrap($0, to: size.columns, indent: Self.valueColumn(for: content))
            }
            return [StyledLine(lines[0], style: .bold)] + pictureLines(for: content, size: size)
                + StatusLine.plain(Array(lines.dropFirst()))
        }
    }

    /// The sprite under the name, leaving the rest of the screen (at least six rows) to the text.
    private func pictureLines(for content: PokemonDetailContent, size: TerminalSize) -> [StyledLine] {
        guard let picture, picture.isShown else { return [] }
        picture.show(content.imageURL)
        let rows = min(Self.pictureRows, size.rows - 7)
        guard rows >= 3 else { return [] }
        return picture.lines(columns: size.columns, rows: rows)
    }

    package func handle(_ key: Key, size: TerminalSize) -> ScreenAction {
        guard key == .character("r"), case .failed = viewModel.state.phase else { return .ignored }
        Task { await viewModel.load() }
        return .handled
    }

    /// The heading, the saved-data notice, then the fields, as wide as they come.
    private static func lines(for content: PokemonDetailContent) -> [String] {
        var lines = [content.heading]
        if let notice = content.savedDataNotice { lines.append("(\(notice))") }
        return lines + TextTable.render(header: nil, rows: fields(for: content))
    }

    /// Where the values start in the field table: after the indented names and two spaces.
    private static func valueColumn(for content: PokemonDetailContent) -> Int {
        (fields(for: content).map { DisplayWidth.of($0[0]) }.max() ?? 0) + 2
    }

    private static func fields(for content: PokemonDetailContent) -> [[String]] {
        content.fields.map { ["  " + $0, $1] }
    }
}
