import PokemonDetailFeature
import TerminalKit

/// What `mosaic pokemon show` prints of a loaded Pokémon: its name and number, whether it came
/// from the backup, then its fields indented under the name.
enum PokemonDetailText {
    static func lines(for content: PokemonDetailContent, width: Int) -> [String] {
        var lines = [DisplayWidth.truncate(content.heading, to: width)]
        if let notice = content.savedDataNotice { lines.append("(\(notice))") }
        return lines + TextTable.render(header: nil, rows: content.fields.map { ["  " + $0, $1] }, maxWidth: width)
    }
}
