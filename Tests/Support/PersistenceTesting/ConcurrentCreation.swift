public import Foundation
public import Persistence
import Testing

/// Several openers racing to create one new store, as several `mosaic` processes started
/// together do, repeated a fixed number of rounds: every opener must succeed, and every one's
/// write must be kept. Bounded by count, never by time.
public enum ConcurrentCreation {
    /// Runs the race `rounds` times, each on a new path `<folder>/round<n>/store`, with `openers`
    /// openers made by `open`, and returns the paths for further checks.
    public static func check(
        rounds: Int = 25, openers: Int = 6, in folder: URL,
        open: @escaping @Sendable (URL) throws(PersistenceError) -> any RecordStore
    ) async throws -> [URL] {
        let collection = RecordCollection("race")
        var paths: [URL] = []
        for round in 0..<rounds {
            let path = folder.appending(path: "round\(round)/store")
            let opened = await Simultaneously.run(openers) { _ in
                Result { () throws(PersistenceError) in try open(path) }
            }
            let stores = try opened.map { try $0.get() }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, store) in stores.enumerated() {
                    group.addTask {
                        try await store.saveEncoded(
                            [EncodedRecord(key: "opener\(index)", data: Data([1]))], in: collection)
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await open(path).count(in: collection) == openers, "round \(round)")
            paths.append(path)
        }
        return paths
    }
}
