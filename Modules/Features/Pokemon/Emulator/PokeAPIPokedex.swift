import Foundation
import NetworkingOffline

/// The bundled Pokédex, read on first use and kept: the list (its pack's index alone) and the details pack's
/// index (each detail is read only when asked for).
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
