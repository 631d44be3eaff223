extension PokemonListViewState {
    /// How many Pokémon are shown, of how many the list holds when that is known:
    /// `Pokémon: 3 shown of 1351`.
    public var heading: String {
        switch (rows.count, paging.total) {
        case (0, let total?): "Pokémon: none shown of \(total)"
        case (0, nil): "Pokémon"
        case (let shown, let total?): "Pokémon: \(shown) shown of \(total)"
        case (let shown, nil): "Pokémon: \(shown) shown"
        }
    }
}
