/// Where the detail sends the user: back to wherever it was opened from.
@MainActor
public protocol PokemonDetailRouting: AnyObject {
    func closePokemonDetail()
}
