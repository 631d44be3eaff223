import Foundation
public import PokemonDetailFeature

/// One Pokémon as plain text: its name, then a key/value table of what the flags let through.
public enum PokemonDetailScreen {
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
