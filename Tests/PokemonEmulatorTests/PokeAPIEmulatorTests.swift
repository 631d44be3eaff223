import Foundation
import Networking
import NetworkingOffline
import PokemonEmulator
import Testing

@Suite("PokeAPI emulator")
struct PokeAPIEmulatorTests {
    private let client = OfflineHTTPClient(
        serving: PokeAPIEmulator(), named: "pokeapi", at: URL(string: "https://pokeapi.co/api/v2")!)

    private struct Page: Decodable {
        struct Entry: Decodable { var name: String; var url: String }
        var count: Int
        var next: String?
        var previous: String?
        var results: [Entry]
    }

    private struct Detail: Decodable {
        var id: Int
        var name: String
    }

    private func get(_ path: String, from client: OfflineHTTPClient? = nil) async throws -> HTTPResponse {
        let client = client ?? self.client
        let url = try #require(URL(string: client.routes[0].baseURL.absoluteString + path))
        return try await client.send(HTTPRequest(url: url))
    }

    private func page(_ path: String) async throws -> Page {
        let response = try await get(path)
        #expect(response.statusCode == 200)
        return try JSONDecoder().decode(Page.self, from: response.body)
    }

    @Test func theListWithoutParametersIsTheFirstTwentyWithAnAbsoluteNextLink() async throws {
        let page = try await page("/pokemon")
        #expect(page.count == 1351)
        #expect(page.results.count == 20)
        #expect(page.results.first?.name == "bulbasaur")
        #expect(page.results.first?.url == "https://pokeapi.co/api/v2/pokemon/1/")
        #expect(page.next == "https://pokeapi.co/api/v2/pokemon?offset=20&limit=20")
        #expect(page.previous == nil)
    }

    @Test func aMiddlePageLinksBothWays() async throws {
        let page = try await page("/pokemon?offset=500&limit=20")
        #expect(page.results.count == 20)
        #expect(page.next == "https://pokeapi.co/api/v2/pokemon?offset=520&limit=20")
        #expect(page.previous == "https://pokeapi.co/api/v2/pokemon?offset=480&limit=20")
    }

    @Test func theLastPageIsShortAndHasNoNext() async throws {
        let page = try await page("/pokemon?offset=1340&limit=20")
        #expect(page.results.count == 11)
        #expect(page.next == nil)
        #expect(page.previous == "https://pokeapi.co/api/v2/pokemon?offset=1320&limit=20")
    }

    @Test func aPagePastTheEndIsEmptyWithNoNext() async throws {
        let page = try await page("/pokemon?offset=2000&limit=20")
        #expect(page.results.isEmpty)
        #expect(page.count == 1351)
        #expect(page.next == nil)
        #expect(page.previous == "https://pokeapi.co/api/v2/pokemon?offset=1980&limit=20")
    }

    @Test func nonsenseParametersFallBackToTheDefaults() async throws {
        let page = try await page("/pokemon?offset=-5&limit=abc")
        #expect(page.results.count == 20)
        #expect(page.results.first?.name == "bulbasaur")
    }

    @Test func aLimitAboveTheCountReturnsEverything() async throws {
        let page = try await page("/pokemon?limit=100000")
        #expect(page.results.count == 1351)
        #expect(page.next == nil)
    }

    @Test func linksFollowTheBaseURLTheRequestCameIn() async throws {
        let local = OfflineHTTPClient(
            serving: PokeAPIEmulator(), named: "pokeapi", at: URL(string: "http://127.0.0.1:8080/api/v2")!)
        let response = try await get("/pokemon?offset=0&limit=5", from: local)
        let page = try JSONDecoder().decode(Page.self, from: response.body)
        #expect(page.next == "http://127.0.0.1:8080/api/v2/pokemon?offset=5&limit=5")
    }

    @Test(arguments: ["/pokemon/25/", "/pokemon/25", "/pokemon/pikachu/", "/pokemon/pikachu"])
    func aDetailIsFoundByIdOrNameWithOrWithoutTrailingSlash(path: String) async throws {
        let response = try await get(path)
        #expect(response.statusCode == 200)
        let detail = try JSONDecoder().decode(Detail.self, from: response.body)
        #expect(detail.id == 25)
        #expect(detail.name == "pikachu")
    }

    @Test func alternateFormsAreServedToo() async throws {
        let response = try await get("/pokemon/10001/")
        let detail = try JSONDecoder().decode(Detail.self, from: response.body)
        #expect(detail.id == 10001)
    }

    @Test(arguments: ["/pokemon/0/", "/pokemon/99999/", "/pokemon/missingno/", "/berry/1/", "/pokemon/1/extra"])
    func unknownIdsAndPathsAnswerNotFound(path: String) async throws {
        let response = try await get(path)
        #expect(response.statusCode == 404)
        #expect(String(decoding: response.body, as: UTF8.self) == "Not Found")
    }

    @Test func otherMethodsAreRefused() async throws {
        let url = try #require(URL(string: "https://pokeapi.co/api/v2/pokemon/1/"))
        let response = try await client.send(HTTPRequest(method: .post, url: url))
        #expect(response.statusCode == 405)
    }
}
