import Foundation
public import PokemonDetailFeature
public import TerminalKit

/// One Pokémon: its name, then a key/value table of what the flags let through. The same
/// lines serve `mosaic pokemon show` and the interactive detail.
@MainActor
public final class PokemonDetailScreen: InteractiveScreen {
    private let viewModel: PokemonDetailViewModel
    private var spinner = Spinner()

    public init(viewModel: PokemonDetailViewModel) {
        self.viewModel = viewModel
    }

    public var title: String {
        if case .loaded(let content) = viewModel.state { return content.name }
        return "#\(viewModel.identifier)"
    }

    public var keyHints: String {
        if case .failed = viewModel.state { return "r retry" }
        return ""
    }

    public func appear() {
        Task { await viewModel.load() }
    }

    public func tick() {
        spinner.advance()
    }

    public func body(size: TerminalSize) -> [StyledLine] {
        switch viewModel.state {
        case .idle, .loading: return [StatusLine.loading("Loading Pokémon \(viewModel.identifier)…", spinner: spinner)]
        case .failed(let message): return [StatusLine.failure("! \(message)")]
        case .loaded(let content):
            // Wrapped rather than cut, so the whole sprite URL is readable even at 80 columns.
            let lines = Self.lines(for: content, width: Int.max).flatMap {
                DisplayWidth.wrap($0, to: size.columns, indent: Self.valueColumn(for: content))
            }
            return [StyledLine(lines[0], style: .bold)] + StatusLine.plain(Array(lines.dropFirst()))
        }
    }

    public func handle(_ key: Key, size: TerminalSize) -> ScreenAction {
        guard key == .character("r"), case .failed = viewModel.state else { return .ignored }
        Task { await viewModel.load() }
        return .handled
    }

    // MARK: The plain text, shared by both interfaces

    public nonisolated static func lines(for state: PokemonDetailViewState, width: Int) -> [String] {
        switch state {
        case .idle: return []
        case .loading: return ["Loading…"]
        case .failed(let message): return [DisplayWidth.truncate("! \(message)", to: width)]
        case .loaded(let content): return lines(for: content, width: width)
        }
    }

    private nonisolated static func lines(for content: PokemonDetailContent, width: Int) -> [String] {
        var lines = [DisplayWidth.truncate("\(content.name) (#\(content.id))", to: width)]
        if let notice = content.savedDataNotice {
            lines.append("(\(notice))")
        }
        lines += TextTable.render(header: nil, rows: fields(for: content), maxWidth: width)
        return lines
    }

    /// Where the values start in the field table: after the indented names and two spaces.
    private nonisolated static func valueColumn(for content: PokemonDetailContent) -> Int {
        (fields(for: content).map { DisplayWidth.of($0[0]) }.max() ?? 0) + 2
    }

    private nonisolated static func fields(for content: PokemonDetailContent) -> [[String]] {
        var rows = [
            ["ID", String(content.id)],
            ["Image", content.imageURL?.absoluteString ?? "none"],
        ]
        if let types = content.types {
            rows.append(["Types", types.isEmpty ? "none" : types.joined(separator: ", ")])
        }
        if let weight = content.weightText, let height = content.heightText {
            rows.append(["Weight", weight])
            rows.append(["Height", height])
        }
        return rows.map { ["  " + $0[0], $0[1]] }
    }
}
