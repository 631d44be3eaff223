import Foundation
import NetworkingOffline

/// The bundled detail documents, found by id or by name through the pack's index and read one
/// at a time: index fields `id`, `name`.
struct PokeAPIDetailDocuments: Sendable {
    private let pack: BundledDocumentPack

    init(pack: BundledDocumentPack) {
        self.pack = pack
    }

    /// The document for a numeric id or an exact (lower-case) name, as the live API matches them;
    /// `nil` for neither, a failure when the bundle cannot be read.
    ///
    /// A look through the entries, not dictionaries built from them: a command asks once, and
    /// hashing every id and name into two dictionaries was 4 % of `pokemon show`'s time. Ids
    /// are written as plain decimals (`.ci/bundle-data`), so they compare as text.
    func document(for identifier: String) -> Result<Data, BundledResourceError>? {
        let entry =
            if let id = Int(identifier) {
                pack.entries.first(whereField: 0, is: String(id))
            } else {
                pack.entries.first(whereField: 1, is: identifier)
            }
        return entry.map { pack.document(at: $0) }
    }
}
