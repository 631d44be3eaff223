import Foundation

/// The adapter's own file: the service's last good answer, and when the service asked not to
/// be asked again (`Retry-After`). It belongs to one service (however its URL is spelled) and
/// one targeting key, since another service or another user would get another answer.
struct OFREPCache: Codable, Equatable {
    var serviceURL: URL
    var targetingKey: String
    /// The last 200 body, as the service sent it.
    var answer: Data?
    var etag: String?
    /// When the service last gave or confirmed (304) `answer`.
    var answeredAt: Date?
    var retryAfter: Date?

    /// The cache for this service and key, or `nil` when there is none (or it is unreadable,
    /// which only costs one request).
    static func load(from file: URL, serviceURL: URL, targetingKey: String) -> OFREPCache? {
        guard let data = try? Data(contentsOf: file),
            let cache = try? JSONDecoder().decode(OFREPCache.self, from: data),
            OFREPServiceURL.normalized(cache.serviceURL) == OFREPServiceURL.normalized(serviceURL),
            cache.targetingKey == targetingKey
        else { return nil }
        return cache
    }

    /// Writes the cache atomically, so a reader sees the old answer or the new one.
    func save(to file: URL) throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(self).write(to: file, options: .atomic)
    }

    /// Removes the cache, so no later run can use an answer the service no longer stands by.
    static func discard(at file: URL) throws {
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        try FileManager.default.removeItem(at: file)
    }
}
