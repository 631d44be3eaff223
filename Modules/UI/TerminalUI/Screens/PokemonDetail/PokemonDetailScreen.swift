import Foundation
public import PokemonDetailFeature

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
            let lines = Self.lines(for: content, width: size.columns)
            return [StyledLine(lines[0], style: .bold)] + StatusLine.plain(Array(lines.dropFirst()))
        }
    }

    public func handle(_ key: Key, size: TerminalSize) -> ScreenAction {
        guard key == .character("r"), case .failed = viewModel.state else { return .ignored }
        Task { await viewModel.load() }
        return .handled
    }

    // MARK: The plain text, shared by both interfaces

    public static func lines(for state: PokemonDetailViewState, width: Int) -> [String] {
        switch state {
        case .idle: return []
        case .loading: return ["Loading…"]
        case .failed(let message): return [DisplayWidth.truncate("! \(message)", to: width)]
        case .loaded(let content): return lines(for: content, width: width)
        }
    }

    private static func lines(for content: PokemonDetailContent, width: Int) -> [String] {
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
        var lines = [DisplayWidth.truncate("\(content.name) (#\(content.id))", to: width)]
        if let notice = content.savedDataNotice {
            lines.append("(\(notice))")
        }
        lines += TextTable.render(header: nil, rows: rows.map { ["  " + $0[0], $0[1]] }, maxWidth: width)
        return lines
    }
}
