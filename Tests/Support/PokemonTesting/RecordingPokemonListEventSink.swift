public import PokemonListFeature

/// An event sink that keeps every event reported to it, in order, for the tests to read.
@MainActor
public final class RecordingPokemonListEventSink: PokemonListEventSink {
    /// Every event reported, oldest first.
    public private(set) var events: [PokemonListEvent] = []

    public init() {}

    public func receive(_ event: PokemonListEvent) {
        events.append(event)
    }
}
