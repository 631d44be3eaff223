public import Foundation
public import Networking

public struct PokemonListService: Sendable {
    /// The longest list believed: PokeAPI lists about 1,300 Pokémon, so a server that announces
    /// or pages past 100,000 is broken or hostile, and paging stops there.
    public static let maximumTotal = 100_000

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
        let response = try await client.decode(PokemonListDTO.self, from: request)
        var entries: [PokemonSummary] = []
        for result in response.results {
            guard let id = Self.id(fromResourceURL: result.url) else {
                throw .undecodableBody(
                    endpoint: request.endpointDescription, reason: "no Pokémon id in the URL '\(result.url)'")
            }
            entries.append(PokemonSummary(id: id, name: result.name))
        }
        let hasMore = response.next != nil && !entries.isEmpty
        return PokemonListPage(
            offset: offset, entries: entries,
            total: Self.total(claimed: response.count, offset: offset, received: entries.count, hasMore: hasMore),
            hasMore: hasMore)
    }

    /// The list's size as far as what arrived bears the server's `count` out: it ends on the last page (or before
    /// an empty one) whatever `count` says, goes on past a page with a next one, and is never believed past
    /// ``maximumTotal``: paging, backups and their checks count up to it, so a `count` of 10¹² must not reach them.
    static func total(claimed: Int, offset: Int, received: Int, hasMore: Bool) -> Int {
        let total: Int
        if received == 0 {
            total = min(max(claimed, 0), offset)
        } else if !hasMore {
            total = offset + received
        } else {
            total = max(claimed, offset + received + 1)
        }
        return min(total, maximumTotal)
    }

    /// The id at the end of a resource URL such as `https://pokeapi.co/api/v2/pokemon/25/`.
    static func id(fromResourceURL text: String) -> Int? {
        guard let last = text.split(separator: "/").last, let id = Int(last), id > 0 else { return nil }
        return id
    }
}
