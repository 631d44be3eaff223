import PokemonListFeature
import TerminalKit

/// What `mosaic pokemon list` prints of a loaded page: how many are shown, whether they came
/// from the backup, then the ids and names. A list that failed is an error, not text.
enum PokemonListText {
    static func lines(for state: PokemonListViewState, width: Int) -> [String] {
        var lines = [state.heading]
        if let notice = state.savedDataNotice { lines.append("(\(notice))") }
        guard !state.rows.isEmpty else { return lines }
        return lines
            + TextTable.render(
                header: ["ID", "NAME"], rows: state.rows.map { [String($0.id), $0.name] },
                alignments: [.right, .left], maxWidth: width)
    }
}
