import Foundation
import Networking
import NetworkingTesting
import PersistenceTesting
import Testing

@testable import PokemonDetailFeature

@Suite("Pokémon detail view model")
@MainActor
struct PokemonDetailViewModelTests {
    private let offline = StubHTTPClient { request throws(NetworkingError) in
        throw .noConnection(url: request.url, reason: "offline")
    }

    @Test func aLoadedDetailIsReadyToShow() async throws {
        let model = PokemonDetailViewModel.make(
            .id(25), client: StubHTTPClient { _ in .json(PokemonDetailFixtures.detailJSON(id: 25, name: "mr-mime")) })
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

    @Test func anUnknownPokemonFailsWithANoPokemonMessage() async {
        let model = PokemonDetailViewModel.make(
            .name("missingno"), client: PokemonDetailFixtures.detailClient(known: []))
        await model.load()
        #expect(model.state == PokemonDetailViewState(phase: .failed("no Pokémon with the id or name 'missingno'")))
    }

    @Test func closingTellsTheRouter() {
        let router = RecordingDetailRouter()
        let model = PokemonDetailViewModel.make(
            .id(1), client: PokemonDetailFixtures.detailClient(known: [1]), router: router)
        model.close()
        #expect(router.closed == 1)
    }

    @Test func withShowMeasurementsOffWeightAndHeightAreHidden() async throws {
        let model = PokemonDetailViewModel.make(
            .id(1), client: PokemonDetailFixtures.detailClient(known: [1]),
            flags: [PokemonDetailFlags.showMeasurements: false])
        await model.load()
        let content = try #require(model.state.content)
        #expect(content.weightKilograms == nil)
        #expect(content.heightText == nil)
        #expect(content.types != nil)
    }

    @Test func withShowTypesOffTypesAreHidden() async throws {
        let model = PokemonDetailViewModel.make(
            .id(1), client: PokemonDetailFixtures.detailClient(known: [1]), flags: [PokemonDetailFlags.showTypes: false]
        )
        await model.load()
        let content = try #require(model.state.content)
        #expect(content.types == nil)
        #expect(content.weightKilograms != nil)
    }

    @Test func offlineTheDetailComesFromTheBackupByIdOrName() async throws {
        let store = FakeRecordStore(now: { PokemonDetailFixtures.savedDate })
        await PokemonDetailViewModel.make(.id(7), client: PokemonDetailFixtures.detailClient(known: [7]), store: store)
            .load()

        for identifier in [PokemonIdentifier.id(7), .name("pokemon-7")] {
            let model = PokemonDetailViewModel.make(identifier, client: offline, store: store)
            await model.load()
            let content = try #require(model.state.content)
            #expect(content.id == 7)
            #expect(content.savedAt == PokemonDetailFixtures.savedDate)
            #expect(content.savedDataNotice == "saved data from \(PokemonDetailFixtures.savedDate.formatted(.iso8601))")
        }
    }

    @Test func offlineWithNothingSavedFailsAndLosesNothing() async throws {
        let store = FakeRecordStore(now: { PokemonDetailFixtures.savedDate })
        await PokemonDetailViewModel.make(.id(7), client: PokemonDetailFixtures.detailClient(known: [7]), store: store)
            .load()
        let model = PokemonDetailViewModel.make(.id(8), client: offline, store: store)
        await model.load()
        guard case .failed(let message) = model.state.phase else {
            Issue.record("expected a failure, got \(model.state)")
            return
        }
        #expect(message.contains("offline"))
        #expect(try await store.count(in: PokemonDetailBackup.collection) == 1)
    }

    @Test func withoutAStoreThereIsNoBackupAndOfflineIsAnError() async {
        let online = PokemonDetailViewModel.make(
            .id(7), client: PokemonDetailFixtures.detailClient(known: [7]), store: nil)
        await online.load()
        #expect(online.state.content != nil)
        let offlineModel = PokemonDetailViewModel.make(.id(7), client: offline, store: nil)
        await offlineModel.load()
        guard case .failed = offlineModel.state.phase else {
            Issue.record("expected a failure without a backup, got \(offlineModel.state)")
            return
        }
    }
}
