import Foundation

/// Every bundled detail document, already encoded, by id and by name.
struct PokeAPIDetailDocuments: Sendable {
    private let bodiesByID: [Int: Data]
    private let idsByName: [String: Int]

    /// Splits the bundled JSON array into one encoded document per Pokémon.
    init?(parsing data: Data) {
        guard let documents = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return nil }
        var bodies: [Int: Data] = [:]
        var ids: [String: Int] = [:]
        for document in documents {
            guard let id = document["id"] as? Int, let name = document["name"] as? String,
                let body = try? JSONSerialization.data(
                    withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])
            else { return nil }
            bodies[id] = body
            ids[name] = id
        }
        self.bodiesByID = bodies
        self.idsByName = ids
    }

    /// The document for a numeric id or an exact (lower-case) name, as the live API matches them.
    func document(for identifier: String) -> Data? {
        if let id = Int(identifier) {
            return bodiesByID[id]
        }
        return idsByName[identifier].flatMap { bodiesByID[$0] }
    }
}
