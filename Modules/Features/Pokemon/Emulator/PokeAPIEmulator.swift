public import Foundation
public import Networking
public import NetworkingOffline

/// Serves PokeAPI v2 from the complete bundled Pokédex:
/// - `GET {base}/pokemon?offset=O&limit=L`: a page of the index with the live API's paging
///   (default limit 20, absolute `next`/`previous` built from the request's base URL, an empty
///   `results` past the end);
/// - `GET {base}/pokemon/{id or name}/`, with or without the trailing slash.
///
/// Unknown ids and paths answer 404 "Not Found", other methods 405, as the live API does.
public struct PokeAPIEmulator: APIEmulator {
    /// The real API's base URL, where this emulator stands in: an offline client serves it there
    /// (`OfflineHTTPClient(serving:named:at:)`), and the feature's service is handed the same URL.
    public static let baseURL = URL(string: "https://pokeapi.co/api/v2")!

    public init() {}

    public func respond(to request: EmulatedRequest) -> HTTPResponse {
        guard request.path.first == "pokemon", request.path.count <= 2 else { return .notFound() }
        guard request.method == .get else { return .methodNotAllowed() }
        if request.path.count == 1 {
            return listPage(for: request)
        }
        return detail(named: request.path[1])
    }

    private func listPage(for request: EmulatedRequest) -> HTTPResponse {
        switch PokeAPIPokedex.index {
        case .success(let index):
            let page = PokeAPIPageRequest(query: request.query)
            guard let response = page.response(from: index, baseURL: request.baseURL) else {
                return .bundleFailure(
                    "bundled file Resources/pokemon_index.index.tsv has an entry without a name and URL")
            }
            return .emulatedJSON(encoding: response)
        case .failure(let error):
            return .bundleFailure(error.description)
        }
    }

    private func detail(named identifier: String) -> HTTPResponse {
        switch PokeAPIPokedex.details {
        case .success(let details):
            switch details.document(for: identifier) {
            case .success(let body): return .emulatedJSON(body)
            case .failure(let error): return .bundleFailure(error.description)
            case nil: return .notFound()
            }
        case .failure(let error):
            return .bundleFailure(error.description)
        }
    }
}
