public import Foundation
public import Networking
public import NetworkingOffline

/// Serves PokeAPI v2 from the complete bundled Pokédex: `GET {base}/pokemon?offset=O&limit=L` pages the index as
/// the live API does (default limit 20, absolute `next`/`previous` from the request's base URL, empty `results`
/// past the end), and `GET {base}/pokemon/{id or name}/`, with or without the trailing slash. Unknown ids and
/// paths answer 404 "Not Found", other methods 405, as the live API does.
public struct PokeAPIEmulator: APIEmulator {
    /// The real API's base URL, where an offline client serves this emulator to the feature's service.
    public static let baseURL = URL(string: "https://pokeapi.co/api/v2")!

    public init() {}

    public func respond(to request: EmulatedRequest) throws(BundledResourceError) -> HTTPResponse {
        guard request.path.first == "pokemon", request.path.count <= 2 else { return .notFound() }
        guard request.method == .get else { return .methodNotAllowed() }
        if request.path.count == 1 {
            return try listPage(for: request)
        }
        return try detail(named: request.path[1])
    }

    private func listPage(for request: EmulatedRequest) throws(BundledResourceError) -> HTTPResponse {
        let page = PokeAPIPageRequest(query: request.query)
        guard let response = page.response(from: try PokeAPIPokedex.index.get(), baseURL: request.baseURL) else {
            throw BundledResourceError(
                path: "Resources/pokemon_index.index.tsv", in: .module, reason: "an entry has no name and URL")
        }
        return .emulatedJSON(encoding: response)
    }

    private func detail(named identifier: String) throws(BundledResourceError) -> HTTPResponse {
        guard let body = try PokeAPIPokedex.details.get().document(for: identifier) else { return .notFound() }
        return .emulatedJSON(try body.get())
    }
}
