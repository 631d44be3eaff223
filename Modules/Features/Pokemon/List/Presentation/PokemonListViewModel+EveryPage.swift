extension PokemonListViewModel {
    /// Loads the following pages until the server has no more, for a client showing the whole list at once, and
    /// says why it stopped short, or `nil`. It stops at ``PokemonListService/maximumTotal``, and at a page with
    /// nothing new (a server that ignores the offset).
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
