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

    /// A list request and what the live API answers: how many results from which first entry,
    /// and the `next` and `previous` queries (absolute links, `nil` for `null`).
    @Test(
        arguments: [
            ("/pokemon", 20, "bulbasaur", "offset=20&limit=20", nil),
            ("/pokemon?offset=500&limit=20", 20, "oshawott", "offset=520&limit=20", "offset=480&limit=20"),
            ("/pokemon?offset=1340&limit=20", 11, "golisopod-mega", nil, "offset=1320&limit=20"),
            ("/pokemon?offset=2000&limit=20", 0, nil, nil, "offset=1980&limit=20"),
            // Nonsense parameters fall back to the defaults; a limit above the count returns everything.
            ("/pokemon?offset=-5&limit=abc", 20, "bulbasaur", "offset=20&limit=20", nil),
            ("/pokemon?limit=100000", 1351, "bulbasaur", nil, nil),
        ] as [(String, Int, String?, String?, String?)])
    func aPageIsPagedAsTheLiveAPIPagesIt(
        path: String, results: Int, first: String?, next: String?, previous: String?
    ) async throws {
        let page = try await page(path)
        let link = { (query: String?) in query.map { "https://pokeapi.co/api/v2/pokemon?\($0)" } }
        #expect(page.count == 1351)
        #expect(page.results.count == results)
        #expect(page.results.first?.name == first)
        #expect(page.next == link(next))
        #expect(page.previous == link(previous))
    }

    @Test func linksFollowTheBaseURLTheRequestCameIn() async throws {
        let local = OfflineHTTPClient(
            serving: PokeAPIEmulator(), named: "pokeapi", at: URL(string: "http://127.0.0.1:8080/api/v2")!)
        let response = try await get("/pokemon?offset=0&limit=5", from: local)
        let page = try JSONDecoder().decode(Page.self, from: response.body)
        #expect(page.next == "http://127.0.0.1:8080/api/v2/pokemon?offset=5&limit=5")
        #expect(page.results.first?.url == "https://pokeapi.co/api/v2/pokemon/1/", "entries keep the API's own URLs")
    }

    /// Alternate forms (ids past 10000) are served too.
    @Test(arguments: [
        ("/pokemon/25/", 25, "pikachu"), ("/pokemon/25", 25, "pikachu"), ("/pokemon/pikachu/", 25, "pikachu"),
        ("/pokemon/pikachu", 25, "pikachu"), ("/pokemon/10001/", 10001, "deoxys-attack"),
    ])
    func aDetailIsFoundByIdOrNameWithOrWithoutTrailingSlash(path: String, id: Int, name: String) async throws {
        let response = try await get(path)
        #expect(response.statusCode == 200)
        let detail = try JSONDecoder().decode(Detail.self, from: response.body)
        #expect(detail.id == id)
        #expect(detail.name == name)
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
