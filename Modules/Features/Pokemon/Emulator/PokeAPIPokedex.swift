import Foundation
import NetworkingOffline

/// The bundled Pokédex, parsed once on first use: the index is small, the 2.5 MB of details
/// are only read when a detail is first asked for.
enum PokeAPIPokedex {
    static let index: Result<[PokeAPIIndexEntry], BundledResourceError> =
        BundledResource.data(named: "pokemon_index_all.json", in: .module).flatMap { data in
            guard let document = try? JSONDecoder().decode(PokeAPIIndexDocument.self, from: data) else {
                return .failure(
                    BundledResourceError(path: "Resources/pokemon_index_all.json (unreadable)", in: .module))
            }
            return .success(document.results)
        }

    static let details: Result<PokeAPIDetailDocuments, BundledResourceError> =
        BundledResource.data(named: "pokemon_details_slim_all.json", in: .module).flatMap { data in
            guard let documents = PokeAPIDetailDocuments(parsing: data) else {
                return .failure(
                    BundledResourceError(path: "Resources/pokemon_details_slim_all.json (unreadable)", in: .module))
            }
            return .success(documents)
        }
}

/// The bundled index file: the live list response with every result in one document.
struct PokeAPIIndexDocument: Decodable {
    var results: [PokeAPIIndexEntry]
}

/// One entry of the list, as the API writes it.
struct PokeAPIIndexEntry: Codable, Sendable {
    var name: String
    var url: String
}
