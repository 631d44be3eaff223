/// Where the list reports what the user did: the list's one outlet for events.
@MainActor
public protocol PokemonListEventSink {
    /// Takes one event, as it happens.
    func receive(_ event: PokemonListEvent)
}
