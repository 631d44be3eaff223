import Foundation
import NetworkingOffline
import Synchronization

/// The bundled detail documents, found by id or name through the pack's index (fields `id`, `name`), read one at
/// a time. The first look scans the index, reading only the entry found: a command asks once, and hashing every
/// id and name first would be 4 % of `pokemon show`'s time. The second builds those tables, so an emulator serving
/// a whole sync (1351 looks, on a loopback server in a debug build) does not scan the index for each.
final class PokeAPIDetailDocuments: Sendable {
    private struct Tables {
        var positionsByID: [String: Int] = [:]
        var positionsByName: [String: Int] = [:]
    }

    private let pack: BundledDocumentPack
    /// `nil` until the second look.
    private let tables = Mutex<Tables?>(nil)
    private let looks = Atomic<Int>(0)

    init(pack: BundledDocumentPack) {
        self.pack = pack
    }

    /// The document for a numeric id or exact (lower-case) name, as the live API matches them; `nil` for neither,
    /// a failure when the bundle cannot be read. Ids are plain decimals (`.ci/bundle-data`), so compare as text.
    func document(for identifier: String) -> Result<Data, BundledResourceError>? {
        let id = Int(identifier).map(String.init)
        let entry: BundledDocumentPack.Entry?
        if looks.wrappingAdd(1, ordering: .relaxed).oldValue == 0 {
            entry =
                id.map { pack.entries.first(whereField: 0, is: $0) }
                ?? pack.entries.first(whereField: 1, is: identifier)
        } else {
            let position = tables.withLock { tables in
                let built = tables ?? Self.tables(of: pack.entries)
                tables = built
                return id.map { built.positionsByID[$0] } ?? built.positionsByName[identifier]
            }
            entry = position.map { pack.entries[$0] }
        }
        return entry.map { pack.document(at: $0) }
    }

    private static func tables(of entries: BundledDocumentPack.Entries) -> Tables {
        var tables = Tables()
        for (position, entry) in zip(entries.indices, entries) where entry.fields.count == 2 {
            tables.positionsByID[entry.fields[0]] = tables.positionsByID[entry.fields[0]] ?? position
            tables.positionsByName[entry.fields[1]] = tables.positionsByName[entry.fields[1]] ?? position
        }
        return tables
    }
}
