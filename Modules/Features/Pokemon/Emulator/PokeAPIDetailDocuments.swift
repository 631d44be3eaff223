import Foundation
import NetworkingOffline

/// The bundled detail documents, found by id or by name through the pack's index and read one
/// at a time: index fields `id`, `name`.
struct PokeAPIDetailDocuments: Sendable {
    private let pack: BundledDocumentPack
    private let entriesByID: [Int: BundledDocumentPack.Entry]
    private let idsByName: [String: Int]

    init?(pack: BundledDocumentPack) {
        var entries: [Int: BundledDocumentPack.Entry] = [:]
        var ids: [String: Int] = [:]
        for entry in pack.entries {
            guard entry.fields.count == 2, let id = Int(entry.fields[0]) else { return nil }
            entries[id] = entry
            ids[entry.fields[1]] = id
        }
        self.pack = pack
        self.entriesByID = entries
        self.idsByName = ids
    }

    /// The document for a numeric id or an exact (lower-case) name, as the live API matches them;
    /// `nil` for neither, a failure when the bundle cannot be read.
    func document(for identifier: String) -> Result<Data, BundledResourceError>? {
        let id = Int(identifier) ?? idsByName[identifier]
        guard let entry = id.flatMap({ entriesByID[$0] }) else { return nil }
        return pack.document(at: entry)
    }
}
