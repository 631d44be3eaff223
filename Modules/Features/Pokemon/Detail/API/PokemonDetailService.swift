public import Foundation
public import Networking

public struct PokemonDetailService: Sendable {
    private let client: any HTTPClient
    private let baseURL: URL

    public init(client: any HTTPClient, baseURL: URL) {
        self.client = client
        self.baseURL = baseURL
    }

    /// `GET {base}/pokemon/{id or name}/`, mapped to a ``PokemonDetail``.
    public func detail(for identifier: PokemonIdentifier) async throws(NetworkingError) -> PokemonDetail {
        // The identifier holds only letters, digits and hyphens, so it is safe in a path as is.
        let base =
            baseURL.absoluteString.hasSuffix("/") ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
        guard let url = URL(string: "\(base)/pokemon/\(identifier)/") else {
            throw .undecodableBody(endpoint: base, reason: "cannot build the URL for '\(identifier)'")
        }
        let request = HTTPRequest(url: url, headers: ["Accept": "application/json"])
        let response = try await client.decode(PokemonDetailDTO.self, from: request)
        // Saved under the id asked for, another Pokémon's answer would stand in for this one for good.
        if case .id(let asked) = identifier, response.id != asked {
            throw .undecodableBody(
                endpoint: request.endpointDescription,
                reason: "asked for Pokémon \(asked) but the answer is Pokémon \(response.id)")
        }
        return PokemonDetail(
            id: response.id,
            name: response.name,
            // An empty or malformed sprite URL counts as no image, never as a failure.
            imageURL: response.sprites.frontDefault.flatMap { $0.isEmpty ? nil : URL(string: $0) },
            types: response.types.sorted { $0.slot < $1.slot }.map(\.type.name),
            weightHectograms: response.weight,
            heightDecimetres: response.height
        )
    }
}
