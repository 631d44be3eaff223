public import FeatureFlags
public import Observation

/// The detail's presentation logic: load one Pokémon, convert its units, apply the flags.
@MainActor
@Observable
public final class PokemonDetailViewModel {
    public private(set) var state: PokemonDetailViewState = PokemonDetailViewState()
    public let identifier: PokemonIdentifier

    private let client: PokemonDetailClient
    // Weak: whoever opened the detail owns the router, and often the detail with it.
    @ObservationIgnored private weak var router: (any PokemonDetailRouting)?
    private let showsMeasurements: Bool
    private let showsTypes: Bool

    public init(
        identifier: PokemonIdentifier,
        client: PokemonDetailClient,
        flags: any FeatureFlagProvider,
        router: (any PokemonDetailRouting)? = nil
    ) {
        self.identifier = identifier
        self.client = client
        self.router = router
        self.showsMeasurements = flags.isEnabled(PokemonDetailFlags.showMeasurements)
        self.showsTypes = flags.isEnabled(PokemonDetailFlags.showTypes)
    }

    public func load() async {
        guard state.phase != .loading, state.phase != .loaded else { return }
        state = PokemonDetailViewState(phase: .loading)
        do {
            let stored = try await client.detail(identifier)
            state = PokemonDetailViewState(phase: .loaded, content: content(for: stored))
        } catch {
            state = PokemonDetailViewState(phase: .failed(error.description))
        }
    }

    public func close() {
        router?.closePokemonDetail()
    }

    private func content(for stored: StoredDetail) -> PokemonDetailContent {
        let detail = stored.detail
        return PokemonDetailContent(
            id: detail.id,
            name: PokemonDetailName.capitalized(detail.name),
            apiName: detail.name,
            imageURL: detail.imageURL,
            types: showsTypes ? detail.types.map(PokemonDetailName.capitalized) : nil,
            weightKilograms: showsMeasurements ? detail.weightKilograms : nil,
            heightCentimetres: showsMeasurements ? detail.heightCentimetres : nil,
            savedAt: stored.savedAt
        )
    }
}
