import Foundation
public import Persistence

/// The list's backup in `pokemon.list`: every entry fetched, keyed by its position in the list (not by page), so
/// any `offset`/`limit` can be answered from what any earlier page size saved.
public struct PokemonListBackup: Sendable {
    public static let collection = RecordCollection("pokemon.list")

    private let store: any RecordStore

    public init(store: any RecordStore) {
        self.store = store
    }

    /// Saves every entry of `page` in one batch, replacing what was at those positions.
    public func save(_ page: PokemonListPage) async throws(PersistenceError) {
        let entries = page.entries.enumerated().map { index, entry in
            let position = page.offset + index
            return (
                key: Self.key(position),
                value: SavedListEntry(position: position, id: entry.id, name: entry.name, total: page.total)
            )
        }
        try await store.saveAll(entries, in: Self.collection)
    }

    /// The saved entries from `offset` on, up to `limit` and stopping at the first missing or damaged one, or `nil`
    /// when nothing readable is saved at `offset`; `savedAt` is the oldest entry's date, `damaged` the damaged
    /// entry the page stopped at.
    public func page(
        offset: Int, limit: Int
    ) async throws(PersistenceError) -> (page: PokemonListPage?, damaged: DamagedRecord?) {
        var entries: [PokemonSummary] = []
        var total = 0
        var oldest: Date?
        var damaged: DamagedRecord?
        for position in offset..<(offset + min(max(limit, 0), 100_000)) {
            let lookup = try await store.lookUp(SavedListEntry.self, key: Self.key(position), in: Self.collection)
            if case .damaged(let record) = lookup { damaged = record }
            guard let saved = lookup.record else { break }
            entries.append(PokemonSummary(id: saved.value.id, name: saved.value.name))
            total = saved.value.total
            oldest = min(oldest ?? saved.savedAt, saved.savedAt)
            if position + 1 >= total { break }
        }
        guard let oldest else { return (nil, damaged) }
        let page = PokemonListPage(
            offset: offset, entries: entries, total: total, hasMore: offset + entries.count < total, savedAt: oldest)
        return (page, damaged)
    }

    /// Every saved entry that reads back, in list order, the list size the newest of them
    /// recorded, and the damaged ones.
    func savedList() async throws(PersistenceError) -> SavedList {
        let scan = try await store.scan(SavedListEntry.self, in: Self.collection)
        var entries: [Int: PokemonSummary] = [:]
        for record in scan.records {
            entries[record.value.position] = PokemonSummary(id: record.value.id, name: record.value.name)
        }
        let newest = scan.records.max { $0.savedAt < $1.savedAt }
        return SavedList(entries: entries, total: newest?.value.total, damaged: scan.damaged)
    }

    /// Verifies every saved entry against the list size the backup recorded, for
    /// `mosaic backup check`.
    public func check() async throws(PersistenceError) -> PokemonListBackupCheck {
        let saved = try await savedList()
        let expected = (0..<(saved.total ?? 0)).map(Self.key)
        let entries = try await store.check(SavedListEntry.self, in: Self.collection, expecting: expected)
        return PokemonListBackupCheck(
            entries: entries, ids: saved.entries.sorted { $0.key < $1.key }.map(\.value.id), listSize: saved.total)
    }

    public func requireWritable() async throws(PersistenceError) {
        try await store.requireWritable()
    }

    /// Zero-padded so that the store's key order is list order.
    static func key(_ position: Int) -> String {
        let digits = String(position)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}
