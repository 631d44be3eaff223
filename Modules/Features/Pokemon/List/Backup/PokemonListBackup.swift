import Foundation
public import Persistence

/// The list's database backup: every entry fetched, keyed by its position in the list, in the
/// `pokemon.list` collection. Keying by position (not by page) lets any `offset`/`limit` be
/// answered from what any earlier page size saved.
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

    /// The saved entries from `offset` on, up to `limit` and stopping at the first gap, or
    /// `nil` when nothing is saved at `offset`. `savedAt` is the oldest entry's save date.
    public func page(offset: Int, limit: Int) async throws(PersistenceError) -> PokemonListPage? {
        var entries: [PokemonSummary] = []
        var total = 0
        var oldest: Date?
        for position in offset..<(offset + min(max(limit, 0), 100_000)) {
            guard let saved = try await store.load(SavedListEntry.self, key: Self.key(position), in: Self.collection)
            else { break }
            entries.append(PokemonSummary(id: saved.value.id, name: saved.value.name))
            total = saved.value.total
            oldest = min(oldest ?? saved.savedAt, saved.savedAt)
            if position + 1 >= total { break }
        }
        guard let oldest else { return nil }
        return PokemonListPage(
            offset: offset, entries: entries, total: total, hasMore: offset + entries.count < total, savedAt: oldest)
    }

    /// Every saved entry, in list order, and the list size the newest of them recorded.
    public func savedEntries() async throws(PersistenceError) -> (entries: [Int: PokemonSummary], total: Int?) {
        let saved = try await store.loadAll(SavedListEntry.self, in: Self.collection)
        var entries: [Int: PokemonSummary] = [:]
        for record in saved {
            entries[record.value.position] = PokemonSummary(id: record.value.id, name: record.value.name)
        }
        let newest = saved.max { $0.savedAt < $1.savedAt }
        return (entries, newest?.value.total)
    }

    /// Zero-padded so that the store's key order is list order.
    static func key(_ position: Int) -> String {
        let digits = String(position)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}
