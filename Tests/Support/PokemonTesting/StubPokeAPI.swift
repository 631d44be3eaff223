public import Foundation
import Networking
public import NetworkingTesting
import Synchronization

/// PokeAPI over HTTP: `count` Pokémon named `pokemon-N` (ids from 1), the list paged as the live API pages it, and
/// each detail; chosen detail ids, and list offsets until healed, fail as unreachable. Only the path is read.
public final class StubPokeAPI: Sendable {
    /// The base URL the services under test are given.
    public static let baseURL = URL(string: "https://pokeapi.test/api/v2")!

    /// A network that is down, recording each request it refuses.
    public static func offline() -> RecordingHTTPClient {
        RecordingHTTPClient { request throws(NetworkingError) in
            throw .noConnection(url: request.url, reason: "offline")
        }
    }

    private let count: Int
    private let failingOffsets = Mutex<Set<Int>>([])
    private let failingDetails: Set<Int>

    /// `failingDetails`: the ids whose detail is unreachable.
    public init(count: Int, failingDetails: Set<Int> = []) {
        self.count = count
        self.failingDetails = failingDetails
    }

    /// Makes list requests at `offset` fail as unreachable until ``heal(offset:)``.
    public func fail(offset: Int) { failingOffsets.withLock { _ = $0.insert(offset) } }

    /// Serves list requests at `offset` again.
    public func heal(offset: Int) { failingOffsets.withLock { _ = $0.remove(offset) } }

    /// A client answering `/pokemon?offset&limit` and `/pokemon/{id}/`; an id past `count` is a 404.
    public func makeClient() -> RecordingHTTPClient {
        RecordingHTTPClient { [self] request throws(NetworkingError) in
            let path = request.url.pathComponents.filter { $0 != "/" }
            if path.last == "pokemon" {
                let offset = request.url.intQuery("offset") ?? 0
                let limit = request.url.intQuery("limit") ?? 20
                if failingOffsets.withLock({ $0.contains(offset) }) {
                    throw .noConnection(url: request.url, reason: "test network down")
                }
                return .json(page(offset: offset, limit: limit))
            }
            guard let id = path.last.flatMap({ Int($0) }), (1...count).contains(id) else {
                return HTTPResponse(statusCode: 404, body: Data("Not Found".utf8))
            }
            if failingDetails.contains(id) { throw .noConnection(url: request.url, reason: "test network down") }
            return .json(Self.detailJSON(id: id, name: "pokemon-\(id)"))
        }
    }

    private func page(offset: Int, limit: Int) -> String {
        let start = min(offset, count)
        let end = min(count, start + limit)
        let base = Self.baseURL.absoluteString
        let results = (start..<end).map { #"{"name":"pokemon-\#($0 + 1)","url":"\#(base)/pokemon/\#($0 + 1)/"}"# }
        let next = end < count ? #""\#(base)/pokemon?offset=\#(end)&limit=\#(limit)""# : "null"
        return #"{"count":\#(count),"next":\#(next),"previous":null,"results":[\#(results.joined(separator: ","))]}"#
    }

    /// A detail document in the API's shape, its two types listed out of slot order.
    public static func detailJSON(
        id: Int, name: String, weight: Int = 60, height: Int = 4, sprite: String? = "https://img/x.png"
    ) -> String {
        let spriteValue = sprite.map { #""\#($0)""# } ?? "null"
        return #"""
            {"id":\#(id),"name":"\#(name)","weight":\#(weight),"height":\#(height),
             "sprites":{"front_default":\#(spriteValue),"back_default":null},
             "types":[{"slot":2,"type":{"name":"flying","url":"u"}},{"slot":1,"type":{"name":"normal","url":"u"}}]}
            """#
    }
}
