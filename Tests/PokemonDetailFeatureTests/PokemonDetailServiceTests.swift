import Foundation
import Networking
import NetworkingTesting
import Testing

@testable import PokemonDetailFeature

@Suite("Pokémon detail service against recorded live documents")
struct PokemonDetailServiceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var fixture: String
        var id: Int
        var name: String
        var types: [String]
        var weight: Int
        var height: Int
        var testDescription: String { fixture }
    }

    static let recorded: [Case] = [
        Case(fixture: "pokemon_1_2019", id: 1, name: "bulbasaur", types: ["grass", "poison"], weight: 69, height: 7),
        Case(fixture: "pokemon_1_2023", id: 1, name: "bulbasaur", types: ["grass", "poison"], weight: 69, height: 7),
        Case(fixture: "pokemon_4_2019", id: 4, name: "charmander", types: ["fire"], weight: 85, height: 6),
        Case(fixture: "pokemon_7_2019", id: 7, name: "squirtle", types: ["water"], weight: 90, height: 5),
        Case(fixture: "pokemon_25_2019", id: 25, name: "pikachu", types: ["electric"], weight: 60, height: 4),
        Case(
            fixture: "pokemon_132_ditto_2021_minified", id: 132, name: "ditto", types: ["normal"], weight: 40, height: 3
        ),
    ]

    @Test(arguments: recorded)
    func aFullLiveDocumentDecodes(_ recorded: Case) async throws {
        let body = try PokemonDetailFixtures.json(recorded.fixture)
        let service = PokemonDetailService(
            client: RecordingHTTPClient { _ in .json(body) }, baseURL: PokemonDetailFixtures.baseURL)
        let detail = try await service.detail(for: .id(recorded.id))
        #expect(detail.id == recorded.id)
        #expect(detail.name == recorded.name)
        #expect(detail.types == recorded.types, "types in slot order, even when the API lists slot 2 first")
        #expect(detail.weightHectograms == recorded.weight)
        #expect(detail.heightDecimetres == recorded.height)
        #expect(detail.imageURL?.lastPathComponent == "\(recorded.id).png")
    }

    @Test func itAsksForTheIdWithATrailingSlash() async throws {
        let client = RecordingHTTPClient { _ in .json(PokemonDetailFixtures.detailJSON(id: 25, name: "pikachu")) }
        _ = try await PokemonDetailService(client: client, baseURL: PokemonDetailFixtures.baseURL).detail(
            for: .name("pikachu"))
        #expect(client.requests.map(\.url.pathAndQuery) == ["/api/v2/pokemon/pikachu/"])
    }

    @Test func aNullSpriteIsNoImage() async throws {
        let client = RecordingHTTPClient { _ in
            .json(PokemonDetailFixtures.detailJSON(id: 10158, name: "pikachu-gmax", sprite: nil))
        }
        let detail = try await PokemonDetailService(client: client, baseURL: PokemonDetailFixtures.baseURL).detail(
            for: .id(10158))
        #expect(detail.imageURL == nil)
    }

    @Test func unitsConvertFromHectogramsAndDecimetres() {
        let detail = PokemonDetail(
            id: 25, name: "pikachu", imageURL: nil, types: [], weightHectograms: 60, heightDecimetres: 4)
        #expect(detail.weightKilograms == 6.0)
        #expect(detail.heightCentimetres == 40)
    }
}

@Suite("Pokémon identifier")
struct PokemonIdentifierTests {
    @Test(arguments: ["25", "pikachu", "mr-mime", "Pikachu", "porygon2", "10001"])
    func numbersAndPlainNamesAreAccepted(_ text: String) throws {
        let identifier = try #require(PokemonIdentifier(parsing: text))
        #expect(identifier.description == text.lowercased())
    }

    @Test(arguments: ["", "0", "-1", "../25", "pika chu", "pikachu?x=1", "pikachu/", "pokémon", "-pikachu", "25.0"])
    func anythingElseIsRefused(_ text: String) {
        #expect(PokemonIdentifier(parsing: text) == nil)
    }
}

@Suite("Pokémon detail service against a server that answers with another Pokémon")
struct PokemonDetailWrongIDTests {
    @Test func aDetailOfAnotherIDIsAFailureNamingBoth() async throws {
        let body = #"{"id": 26, "name": "raichu", "height": 8, "weight": 300, "sprites": {}, "types": []}"#
        let service = PokemonDetailService(
            client: RecordingHTTPClient { _ in .json(body) }, baseURL: URL(string: "https://pokeapi.test/api/v2")!)
        do {
            let detail = try await service.detail(for: .id(25))
            Issue.record("accepted \(detail.name) for 25")
        } catch {
            #expect(error.description.contains("asked for Pokémon 25 but the answer is Pokémon 26"), "\(error)")
        }
        let byName = try await service.detail(for: .name("raichu"))
        #expect(byName.id == 26, "a name has no id to compare")
    }
}
