import Foundation
import Networking
import NetworkingTesting
import PokemonTesting
import Testing

@testable import PokemonDetailFeature

@Suite("Pokémon detail service against recorded live documents")
struct PokemonDetailServiceTests {
    /// Each recorded document with the Pokémon it describes: id, name, types in slot order,
    /// weight in hectograms and height in decimetres.
    @Test(arguments: [
        ("pokemon_1_2019", 1, "bulbasaur", ["grass", "poison"], 69, 7),
        ("pokemon_1_2023", 1, "bulbasaur", ["grass", "poison"], 69, 7),
        ("pokemon_4_2019", 4, "charmander", ["fire"], 85, 6),
        ("pokemon_7_2019", 7, "squirtle", ["water"], 90, 5),
        ("pokemon_25_2019", 25, "pikachu", ["electric"], 60, 4),
        ("pokemon_132_ditto_2021_minified", 132, "ditto", ["normal"], 40, 3),
    ])
    func aFullLiveDocumentDecodes(
        fixture: String, id: Int, name: String, types: [String], weight: Int, height: Int
    ) async throws {
        let body = try PokemonDetailFixtures.json(fixture)
        let service = PokemonDetailService(
            client: RecordingHTTPClient { _ in .json(body) }, baseURL: StubPokeAPI.baseURL)
        let detail = try await service.detail(for: .id(id))
        #expect(detail.id == id)
        #expect(detail.name == name)
        #expect(detail.types == types, "types in slot order, even when the API lists slot 2 first")
        #expect(detail.weightHectograms == weight)
        #expect(detail.heightDecimetres == height)
        #expect(detail.imageURL?.lastPathComponent == "\(id).png")
    }

    @Test func itAsksForTheIdWithATrailingSlash() async throws {
        let client = RecordingHTTPClient { _ in .json(StubPokeAPI.detailJSON(id: 25, name: "pikachu")) }
        _ = try await PokemonDetailService(client: client, baseURL: StubPokeAPI.baseURL).detail(
            for: .name("pikachu"))
        #expect(client.requests.map(\.url.pathAndQuery) == ["/api/v2/pokemon/pikachu/"])
    }

    @Test func aNullSpriteIsNoImage() async throws {
        let client = RecordingHTTPClient { _ in
            .json(StubPokeAPI.detailJSON(id: 10158, name: "pikachu-gmax", sprite: nil))
        }
        let detail = try await PokemonDetailService(client: client, baseURL: StubPokeAPI.baseURL).detail(
            for: .id(10158))
        #expect(detail.imageURL == nil)
    }

    @Test func aDetailOfAnotherIDIsAFailureNamingBoth() async throws {
        let client = RecordingHTTPClient { _ in .json(StubPokeAPI.detailJSON(id: 26, name: "raichu")) }
        let service = PokemonDetailService(client: client, baseURL: StubPokeAPI.baseURL)
        let error = await #expect(throws: NetworkingError.self) { try await service.detail(for: .id(25)) }
        #expect(error?.description.contains("asked for Pokémon 25 but the answer is Pokémon 26") == true)
        #expect(try await service.detail(for: .name("raichu")).id == 26, "a name has no id to compare")
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
