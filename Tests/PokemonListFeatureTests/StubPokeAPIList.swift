import Foundation
import Networking
import NetworkingTesting
import Synchronization

/// A PokeAPI list endpoint over a made-up index, serving any offset/limit like the live API,
/// that can be told to fail chosen offsets.
final class StubPokeAPIList: Sendable {
    static let baseURL = URL(string: "https://pokeapi.test/api/v2")!

    let names: [String]
    private let failing = Mutex<Set<Int>>([])

    init(count: Int) {
        self.names = (0..<count).map { "pokemon-\($0 + 1)" }
    }

    /// Makes requests at `offset` fail as unreachable until ``heal(_:)``.
    func fail(offset: Int) { failing.withLock { _ = $0.insert(offset) } }
    func heal(offset: Int) { failing.withLock { _ = $0.remove(offset) } }

    func makeClient() -> RecordingHTTPClient {
        RecordingHTTPClient { [self] request throws(NetworkingError) in
            let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            let offset = query.first { $0.name == "offset" }.flatMap { $0.value.flatMap(Int.init) } ?? 0
            let limit = query.first { $0.name == "limit" }.flatMap { $0.value.flatMap(Int.init) } ?? 20
            if failing.withLock({ $0.contains(offset) }) {
                throw .noConnection(url: request.url, reason: "test network down")
            }
            return .json(page(offset: offset, limit: limit))
        }
    }

    func page(offset: Int, limit: Int) -> String {
        let start = min(offset, names.count)
        let end = min(names.count, start + limit)
        let results = (start..<end).map { index in
            #"{"name":"\#(names[index])","url":"\#(Self.baseURL.absoluteString)/pokemon/\#(index + 1)/"}"#
        }
        let next =
            end < names.count ? #""\#(Self.baseURL.absoluteString)/pokemon?offset=\#(end)&limit=\#(limit)""# : "null"
        return
            #"{"count":\#(names.count),"next":\#(next),"previous":null,"results":[\#(results.joined(separator: ","))]}"#
    }
}
