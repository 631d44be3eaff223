public import PokemonListFeature

/// The Pokémon list as plain text: a title line, the rows, and what can happen next.
public enum PokemonListScreen {
    public static func lines(for state: PokemonListViewState, width: Int) -> [String] {
        var lines = [title(for: state)]
        if let notice = state.savedDataNotice {
            lines.append("(\(notice))")
        }
        if !state.rows.isEmpty {
            lines += TextTable.render(
                header: ["ID", "NAME"], rows: state.rows.map { [String($0.id), $0.name] }, alignments: [.right, .left],
                maxWidth: width)
        }
        if let error = state.errorMessage {
            lines.append(DisplayWidth.truncate("! \(error) (retry to load it again)", to: width))
        } else if state.isLoading {
            lines.append("Loading…")
        } else if state.showsLoadMore {
            lines.append("More Pokémon: load more to see the next page.")
        } else if !state.hasMore && state.rows.isEmpty {
            lines.append("No Pokémon here: this is past the end of the list.")
        } else if !state.hasMore {
            lines.append("End of the list.")
        }
        return lines
    }

    private static func title(for state: PokemonListViewState) -> String {
        switch (state.rows.count, state.total) {
        case (0, let total?): "Pokémon: none shown of \(total)"
        case (0, nil): "Pokémon"
        case (let shown, let total?): "Pokémon: \(shown) shown of \(total)"
        case (let shown, nil): "Pokémon: \(shown) shown"
        }
    }
}
