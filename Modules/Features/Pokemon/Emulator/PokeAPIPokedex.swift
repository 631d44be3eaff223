import Foundation
import NetworkingOffline

/// The bundled Pokédex, read on first use: the list (from the index of its pack alone, whose
/// fields are each entry's name and URL) and the index of the details pack (each detail is read
/// only when asked for).
enum PokeAPIPokedex {
    static let index: Result<[PokeAPIIndexEntry], BundledResourceError> =
        BundledDocumentPack.load(named: "pokemon_index", in: .module).flatMap { pack in
            var entries: [PokeAPIIndexEntry] = []
            entries.reserveCapacity(pack.entries.count)
            for entry in pack.entries {
                guard entry.fields.count == 2 else {
                    return .failure(
                        BundledResourceError(path: "Resources/pokemon_index.index.tsv (unreadable)", in: .module))
                }
                entries.append(PokeAPIIndexEntry(name: entry.fields[0], url: entry.fields[1]))
            }
            return .success(entries)
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

/// One entry of the list, as the API writes it.
struct PokeAPIIndexEntry: Codable, Sendable {
    var name: String
    var url: String
}
