import PokemonDetailFeature

/// Counts how often the detail asked to be closed.
@MainActor
final class RecordingDetailRouter: PokemonDetailRouting {
    private(set) var closed = 0
    func closePokemonDetail() { closed += 1 }
}
