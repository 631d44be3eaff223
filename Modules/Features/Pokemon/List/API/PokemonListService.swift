public import Foundation
public import Networking

/// Fetches pages of the Pokémon list from PokeAPI.
public struct PokemonListService: Sendable {
    private let client: any HTTPClient
    private let baseURL: URL

    public init(client: any HTTPClient, baseURL: URL) {
        self.client = client
        self.baseURL = baseURL
    }

    /// `GET {base}/pokemon?offset=O&limit=L`, mapped to a page whose entries carry the id from their URL.
    public func page(offset: Int, limit: Int) async throws(NetworkingError) -> PokemonListPage {
        var components = URLComponents(
            url: baseURL.appendingPathComponent("pokemon"), resolvingAgainstBaseURL: false)
        components?.queryItems = [
            URLQueryItem(name: "offset", value: String(offset)), URLQueryItem(name: "limit", value: String(limit)),
        ]
        guard let url = components?.url else {
            throw .undecodableBody(endpoint: baseURL.absoluteString, reason: "cannot build the list URL")
        }
        let request = HTTPRequest(url: url, headers: ["Accept": "application/json"])
        let response = try await client.decode(PokemonListResponse.self, from: request)
        var entries: [PokemonSummary] = []
        for result in response.results {
            guard let id = Self.id(fromResourceURL: result.url) else {
                throw .undecodableBody(
                    endpoint: request.endpointDescription, reason: "no Pokémon id in the URL '\(result.url)'")
            }
            entries.append(PokemonSummary(id: id, name: result.name))
        }
        return PokemonListPage(offset: offset, entries: entries, total: response.count, hasMore: response.next != nil)
    }

    /// The id at the end of a resource URL such as `https://pokeapi.co/api/v2/pokemon/25/`.
    static func id(fromResourceURL text: String) -> Int? {
        guard let last = text.split(separator: "/").last, let id = Int(last), id > 0 else { return nil }
        return id
    }
}
