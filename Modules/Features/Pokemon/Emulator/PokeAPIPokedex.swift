import Foundation
import NetworkingOffline

/// The bundled Pokédex, read on first use: the list's index, and the index of the details pack
/// (each detail is read only when asked for).
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
        BundledDocumentPack.load(named: "pokemon_details", in: .module).flatMap { pack in
            guard let documents = PokeAPIDetailDocuments(pack: pack) else {
                return .failure(
                    BundledResourceError(path: "Resources/pokemon_details.index.tsv (unreadable)", in: .module))
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
