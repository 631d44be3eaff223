import Foundation
import NetworkingOffline

/// A list request's `offset` and `limit`, read as the live API (Django REST framework's limit/offset paging) does:
/// a missing, non-numeric or non-positive `limit` means 20, a missing, non-numeric or negative `offset` 0.
struct PokeAPIPageRequest {
    static let defaultLimit = 20

    var offset: Int
    var limit: Int

    init(query: [String: String]) {
        let limit = query["limit"].flatMap { Int($0) } ?? 0
        let offset = query["offset"].flatMap { Int($0) } ?? 0
        self.limit = limit > 0 ? limit : Self.defaultLimit
        self.offset = max(0, offset)
    }

    /// The page of `index` (entries whose fields are a name and a URL); `nil` when an entry has other fields.
    func response(from index: BundledDocumentPack.Entries, baseURL: URL) -> PokeAPIPageResponse? {
        let start = min(offset, index.count)
        let end = min(index.count, start + min(limit, index.count))
        let base =
            baseURL.absoluteString.hasSuffix("/")
            ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
        func link(_ offset: Int) -> String { "\(base)/pokemon?offset=\(offset)&limit=\(limit)" }
        var results: [PokeAPIIndexEntry] = []
        for entry in index[start..<end] {
            guard entry.fields.count == 2 else { return nil }
            results.append(PokeAPIIndexEntry(name: entry.fields[0], url: entry.fields[1]))
        }
        return PokeAPIPageResponse(
            count: index.count,
            // `offset` is whatever the request said, up to `Int.max`: compare without adding.
            next: offset < index.count && limit < index.count - offset ? link(offset + limit) : nil,
            previous: offset > 0 ? link(max(0, offset - limit)) : nil,
            results: results
        )
    }
}

/// A page of the list, encoded with `null` for a missing `next` or `previous` as the API does.
struct PokeAPIPageResponse: Encodable {
    var count: Int
    var next: String?
    var previous: String?
    var results: [PokeAPIIndexEntry]

    private enum CodingKeys: String, CodingKey {
        case count, next, previous, results
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(count, forKey: .count)
        try container.encode(next, forKey: .next)
        try container.encode(previous, forKey: .previous)
        try container.encode(results, forKey: .results)
    }
}
