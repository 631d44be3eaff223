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

    /// The saved copy for an id, or a name (by reading every saved detail: only the offline fallback for a name
    /// pays that); damaged records are skipped and returned, so the caller can say why there is no copy.
    public func detail(
        for identifier: PokemonIdentifier
    ) async throws(PersistenceError) -> (record: StoredRecord<PokemonDetail>?, damaged: [DamagedRecord]) {
        switch identifier {
        case .id(let id):
            switch try await store.lookUp(PokemonDetail.self, key: Self.key(id), in: Self.collection) {
            case .found(let record): return (record, [])
            case .missing: return (nil, [])
            case .damaged(let record): return (nil, [record])
            }
        case .name(let name):
            let scan = try await store.scan(PokemonDetail.self, in: Self.collection)
            guard let record = scan.records.first(where: { $0.value.name == name }) else { return (nil, scan.damaged) }
            return (record, [])
        }
    }

    /// The ids whose saved details read back, and the saved details that are damaged.
    public func savedDetails() async throws(PersistenceError) -> (ids: Set<Int>, damaged: [DamagedRecord]) {
        let scan = try await store.scan(PokemonDetail.self, in: Self.collection)
        return (Set(scan.records.compactMap { Int($0.key) }), scan.damaged)
    }

    /// Verifies the saved detail of every id in `ids` (the list backup's), for
    /// `mosaic backup check`: how many read back, which are damaged, which are missing.
    public func check(ids: [Int]) async throws(PersistenceError) -> RecordCheck {
        try await store.check(PokemonDetail.self, in: Self.collection, expecting: ids.map(Self.key))
    }

    /// Throws `.readOnlyStore` when the backup cannot be written.
    public func requireWritable() async throws(PersistenceError) {
        try await store.requireWritable()
    }

    static func key(_ id: Int) -> String {
        let digits = String(id)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}
