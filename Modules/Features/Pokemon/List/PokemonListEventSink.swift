/// Where the list reports what the user did: the list's one outlet for events.
@MainActor
public protocol PokemonListEventSink {
    func receive(_ event: PokemonListEvent)
}
