extension PokemonListViewModel {
    /// Loads the pages after those loaded until the server has no more, for a client that shows
    /// the whole list at once; the reason it stopped short, or `nil`. A server that keeps
    /// announcing pages is stopped at ``PokemonListService/maximumTotal``, and one that answers a
    /// page with nothing new (it ignores the offset) is stopped there.
    public func loadEveryPage() async -> String? {
        var seen = Set(state.rows.map(\.id))
        while state.paging.hasMore, state.failureMessage == nil {
            let before = state.rows.count
            guard before < PokemonListService.maximumTotal else {
                return "stopped after \(before) Pokémon: the server keeps announcing another page, "
                    + "more than any Pokédex has"
            }
            await loadMore()
            let added = state.rows.dropFirst(before).map(\.id)
            if state.failureMessage == nil, state.paging.hasMore, !added.contains(where: { !seen.contains($0) }) {
                return "the page at offset \(before) brought no Pokémon not already listed; the server "
                    + "seems to ignore the offset, so listing stopped there"
            }
            seen.formUnion(added)
        }
        return state.failureMessage
    }
}
