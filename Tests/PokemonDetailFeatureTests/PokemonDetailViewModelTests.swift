import FeatureFlags
import FeatureFlagsTesting
import Foundation
import PokemonDetailFeature
import PokemonTesting
import Testing

@Suite("Pokémon detail view model")
@MainActor
struct PokemonDetailViewModelTests {
    /// Mr. Mime as PokeAPI describes it (6 kg, 40 cm), saved at `savedAt` when it comes from the backup.
    private nonisolated static func mrMime(savedAt: Date? = nil) -> StoredDetail {
        StoredDetail(
            detail: PokemonDetail(
                id: 25, name: "mr-mime", imageURL: URL(string: "https://img/x.png"), types: ["normal", "flying"],
                weightHectograms: 60, heightDecimetres: 4),
            savedAt: savedAt)
    }

    private func model(
        _ identifier: PokemonIdentifier = .id(25), flags: [FeatureFlag: Bool] = [:],
        router: (any PokemonDetailRouting)? = nil,
        detail: @escaping @Sendable (PokemonIdentifier) async throws(PokemonDetailError) -> StoredDetail = { _ in
            mrMime()
        }
    ) -> PokemonDetailViewModel {
        PokemonDetailViewModel(
            identifier: identifier, client: .stub(detail: detail), flags: StubFeatureFlags(flags),
            router: router)
    }

    @Test func aLoadedDetailIsReadyToShow() async throws {
        let model = model()
        await model.load()
        let content = try #require(model.state.content)
        #expect(content.name == "Mr-Mime")
        #expect(content.apiName == "mr-mime")
        #expect(content.types == ["Normal", "Flying"])
        #expect(content.weightKilograms == 6.0)
        #expect(content.weightText == "6.0 kg")
        #expect(content.heightCentimetres == 40)
        #expect(content.heightText == "40 cm")
        #expect(content.imageURL == URL(string: "https://img/x.png"))
        #expect(content.savedDataNotice == nil)
    }

    @Test func theIdentifierIsWhatTheClientIsAskedFor() async {
        let model = model(.name("mr-mime")) { identifier throws(PokemonDetailError) in
            guard identifier == .name("mr-mime") else { throw .notFound(identifier.description) }
            return Self.mrMime()
        }
        await model.load()
        #expect(model.state.phase == .loaded)
    }

    @Test(arguments: [
        (PokemonDetailError.notFound("missingno"), "no Pokémon with the id or name 'missingno'"),
        (.unreachable("offline"), "cannot load the Pokémon: offline"),
    ])
    func aFailedLoadSaysWhy(error: PokemonDetailError, message: String) async {
        let model = model { _ throws(PokemonDetailError) in throw error }
        await model.load()
        #expect(model.state == PokemonDetailViewState(phase: .failed(message)))
    }

    @Test func closingTellsTheRouter() {
        let router = RecordingDetailRouter()
        let model = model(router: router)
        model.close()
        #expect(router.closed == 1)
    }

    @Test(arguments: [PokemonDetailFlags.showMeasurements, PokemonDetailFlags.showTypes])
    func aFlagTurnedOffHidesOnlyWhatItControls(_ flag: FeatureFlag) async throws {
        let model = model(flags: [flag: false])
        await model.load()
        let content = try #require(model.state.content)
        let hidesMeasurements = flag == PokemonDetailFlags.showMeasurements
        #expect((content.weightKilograms == nil) == hidesMeasurements)
        #expect((content.heightText == nil) == hidesMeasurements)
        #expect((content.types == nil) == !hidesMeasurements)
    }

    @Test func aDetailFromTheBackupSaysWhenItWasSaved() async throws {
        let model = model { _ in Self.mrMime(savedAt: PokemonDetailFixtures.savedDate) }
        await model.load()
        let content = try #require(model.state.content)
        #expect(content.savedAt == PokemonDetailFixtures.savedDate)
        #expect(content.savedDataNotice == "saved data from \(PokemonDetailFixtures.savedDate.formatted(.iso8601))")
    }
}
