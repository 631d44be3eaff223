import Networking
public import Persistence

/// Backs up the whole list, page by page, fetching only the pages that have a gap in the backup.
/// Its entries give the ids whose details the detail module's `PokemonDetailSync` then saves.
public struct PokemonListSync: Sendable {
    private let service: PokemonListService
    private let backup: PokemonListBackup
    private let pageSize: Int

    public init(service: PokemonListService, store: any RecordStore, pageSize: Int = 100) {
        self.service = service
        self.backup = PokemonListBackup(store: store)
        self.pageSize = max(1, pageSize)
    }

    /// Fetches every page with a missing or damaged entry. A page fetched but not saved (a full disk) counts as
    /// failed, yet its entries go into the result, so their details are still attempted and counted. Paging ends
    /// where the answers end it, whatever `count` says (at an empty page or one without a next), and stops early,
    /// as a failure, at a page of entries all received at other positions (a server ignoring the offset) or past
    /// ``PokemonListService/maximumTotal``. Throws before any request when the store cannot be written
    /// (`.readOnlyStore`) or cannot say what it holds; failed pages are counted.
    public func run() async throws(PersistenceError) -> PokemonListSyncResult {
        try await backup.requireWritable()
        let saved = try await backup.savedList()
        var entries = saved.entries
        var total = saved.total.map { min($0, PokemonListService.maximumTotal) }
        let damaged = saved.damagedPositions
        var result = PokemonListSyncResult(entries: [], total: total ?? 0)
        result.damaged = saved.damaged
        var positionsByID = Dictionary(entries.map { ($0.value.id, $0.key) }) { first, _ in first }
        var offset = 0
        // Without a saved size, the first page is fetched to learn it.
        var serverHasMore = false
        // The total never passes the maximum, so neither does the walk.
        while offset < (total ?? 1) {
            let positions = offset..<(offset + pageSize)
            result.pages += 1
            if let total, positions.clamped(to: 0..<total).allSatisfy({ entries[$0] != nil }) {
                result.alreadySavedPages += 1
                offset += pageSize
                continue
            }
            do {
                let page = try await service.page(offset: offset, limit: pageSize)
                let repeated = page.entries.filter { positionsByID[$0.id].map { !positions.contains($0) } ?? false }
                if !page.entries.isEmpty, repeated.count == page.entries.count {
                    result.failures.append(
                        "page at offset \(offset): every entry was already received at another offset "
                            + "(the server ignores the offset?); stopped there")
                    break
                }
                for (index, entry) in page.entries.enumerated() {
                    entries[offset + index] = entry
                    positionsByID[entry.id] = positionsByID[entry.id] ?? offset + index
                }
                // An empty page ends the list after the last entry received before it, whatever
                // the page's count says.
                total = page.entries.isEmpty ? (entries.keys.filter { $0 < offset }.max() ?? -1) + 1 : page.total
                serverHasMore = page.hasMore
                try await backup.save(page)
                let repaired = positions.filter(damaged.contains).count
                if repaired > 0 {
                    result.repairedPages += 1
                    result.repairedEntries += repaired
                } else {
                    result.fetchedPages += 1
                }
            } catch let error as NetworkingError {
                result.failures.append("page at offset \(offset): \(error.description)")
            } catch {
                result.failures.append("page at offset \(offset): \(error)")
            }
            if total == nil { break }
            offset += pageSize
        }
        if serverHasMore, offset >= PokemonListService.maximumTotal {
            // The page the server announces next counts as one failed page, not fetched.
            result.pages += 1
            result.failures.append(
                "stopped at offset \(offset): the server announces more than "
                    + "\(PokemonListService.maximumTotal) Pokémon, more than any Pokédex has")
        }
        result.total = total ?? 0
        result.entries = entries.sorted { $0.key < $1.key }.map(\.value)
        return result
    }
}
