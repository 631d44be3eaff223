import Foundation
import NetworkingOffline

/// The bundled Pokédex, read on first use and kept once read: the list (from the index of its
/// pack alone, whose fields are each entry's name and URL) and the index of the details pack
/// (each detail is read only when asked for).
enum PokeAPIPokedex {
    /// The list's entries, whose fields are a name and a URL; a page reads only its own lines.
    static let index = BundledValue {
        BundledDocumentPack.load(named: "pokemon_index", in: .module).map(\.entries)
    }

    static let details = BundledValue {
        BundledDocumentPack.load(named: "pokemon_details", in: .module).map(PokeAPIDetailDocuments.init)
    }
}

struct PokeAPIIndexEntry: Codable, Sendable {
    var name: String
    var url: String
}
