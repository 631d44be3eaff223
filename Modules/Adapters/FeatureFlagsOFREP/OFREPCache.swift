import DescriptorKit
import Foundation

/// The flags of the service's last good answer, and when it asked not to be asked again (`Retry-After`), in
/// the layout of OFREP's ADR 0009.
///
/// Only each flag's key and value or error is kept, nothing else of the answer, such as ADR 0008's
/// `eventStreams` URLs, which may carry tokens. The answer belongs to one service, set of credentials and
/// targeting key; the file names them by ``cacheKeyHash`` alone, so it holds neither key nor credential.
struct OFREPCache: Codable, Equatable {
    /// The layout this adapter writes; a file of any other is removed unread.
    static let currentVersion = 2

    var version = currentVersion
    /// ``key(serviceURL:headers:targetingKey:)`` of whom the answer was given to.
    var cacheKeyHash: String
    /// The flags of the last 200, in the answer's order.
    var flags: [OFREPBulkResponse.Evaluation]?
    var etag: String?
    /// When the service last gave or confirmed (304) `flags`.
    var answeredAt: Date?
    var retryAfter: Date?

    /// ADR 0009's `hash(cacheKeyPrefix + ":" + targetingKey)`, the prefix being the service and every header it
    /// is asked with (credentials, `OFREP_HEADERS`): an answer given to another key is not this one's.
    static func key(serviceURL: URL, headers: [String: String], targetingKey: String) -> String {
        let prefix =
            ([OFREPServiceURL.normalized(serviceURL).absoluteString]
            + headers.map { "\($0.key.lowercased())=\($0.value)" }.sorted()).joined(separator: "\n")
        return SHA256.hex(prefix + ":" + targetingKey)
    }

    /// Twice the 4 MB the client reads of an answer, which its re-encoded flags (`/` as `\/`) never exceed.
    static let largestFile = 8_000_000

    /// `nil` when none or unreadable (which only costs one request). Anything but a regular file is left unread;
    /// a file in another layout (maybe a whole answer), an empty one, or one over ``largestFile`` (never read)
    /// is removed.
    static func load(from file: URL, key: String) -> OFREPCache? {
        switch BoundedFile.contents(of: file.path, atMost: largestFile) {
        case .missing, .notARegularFile: return nil
        case .read(let bytes) where !bytes.isEmpty:
            if let cache = try? JSONDecoder().decode(OFREPCache.self, from: Data(bytes)),
                cache.version == currentVersion
            {
                return cache.cacheKeyHash == key ? cache : nil
            }
        case .read, .tooLarge, .unreadable: break
        }
        try? discard(at: file)
        return nil
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
