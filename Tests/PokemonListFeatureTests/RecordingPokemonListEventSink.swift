import PokemonListFeature

/// Remembers every event the list reported, in order.
@MainActor
final class RecordingPokemonListEventSink: PokemonListEventSink {
    private(set) var events: [PokemonListEvent] = []
    func receive(_ event: PokemonListEvent) { events.append(event) }
}
