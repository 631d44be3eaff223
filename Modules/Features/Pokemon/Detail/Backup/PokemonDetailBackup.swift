public import Persistence

/// The detail's database backup: one record per Pokémon in `pokemon.details`, keyed by the
/// zero-padded id so the store's key order is id order.
public struct PokemonDetailBackup: Sendable {
    public static let collection = RecordCollection("pokemon.details")

    private let store: any RecordStore

    public init(store: any RecordStore) {
        self.store = store
    }

    public func save(_ detail: PokemonDetail) async throws(PersistenceError) {
        try await store.save(detail, key: Self.key(detail.id), in: Self.collection)
    }

    /// The saved copy for an id, or for a name (by reading every saved detail: only the
    /// offline fallback for a name pays that cost).
    public func detail(for identifier: PokemonIdentifier) async throws(PersistenceError) -> StoredRecord<PokemonDetail>?
    {
        switch identifier {
        case .id(let id):
            return try await store.load(PokemonDetail.self, key: Self.key(id), in: Self.collection)
        case .name(let name):
            return try await store.loadAll(PokemonDetail.self, in: Self.collection).first { $0.value.name == name }
        }
    }

    /// The ids already saved, read from the keys alone.
    public func savedIDs() async throws(PersistenceError) -> Set<Int> {
        Set(try await store.loadAllEncoded(in: Self.collection).compactMap { Int($0.key) })
    }

    static func key(_ id: Int) -> String {
        let digits = String(id)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}
