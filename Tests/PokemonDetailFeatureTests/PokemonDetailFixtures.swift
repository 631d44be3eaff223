import Foundation
import Networking
import NetworkingTesting

/// The detail's recorded PokeAPI documents in `Fixtures/` (their provenance is in
/// `Fixtures/SOURCES.md`), small documents in the API's shape, and a client serving them.
enum PokemonDetailFixtures {
    static let baseURL = URL(string: "https://pokeapi.test/api/v2")!
    /// When every record a test saves was saved.
    static let savedDate = Date(timeIntervalSince1970: 1_790_000_000)

    /// The bytes of `Fixtures/<name>.json`.
    static func json(_ name: String) throws -> Data {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }

    /// A small detail document in the API's shape.
    static func detailJSON(
        id: Int, name: String, weight: Int = 60, height: Int = 4, sprite: String? = "https://img/x.png"
    )
        -> String
    {
        let spriteValue = sprite.map { #""\#($0)""# } ?? "null"
        return #"""
            {"id":\#(id),"name":"\#(name)","weight":\#(weight),"height":\#(height),
             "sprites":{"front_default":\#(spriteValue),"back_default":null},
             "types":[{"slot":2,"type":{"name":"flying","url":"u"}},{"slot":1,"type":{"name":"normal","url":"u"}}]}
            """#
    }

    /// Answers `/pokemon/{id}/` with ``detailJSON(id:name:weight:height:sprite:)`` for every id
    /// in `known`, 404 otherwise.
    static func detailClient(known: Set<Int>, failing: Set<Int> = []) -> RecordingHTTPClient {
        RecordingHTTPClient { request throws(NetworkingError) in
            let last = request.url.pathComponents.last ?? ""
            guard let id = Int(last) else { return HTTPResponse(statusCode: 404, body: Data("Not Found".utf8)) }
            if failing.contains(id) { throw .noConnection(url: request.url, reason: "test network down") }
            guard known.contains(id) else { return HTTPResponse(statusCode: 404, body: Data("Not Found".utf8)) }
            return .json(detailJSON(id: id, name: "pokemon-\(id)"))
        }
    }

    /// A network that is down.
    static let offline = RecordingHTTPClient { request throws(NetworkingError) in
        throw .noConnection(url: request.url, reason: "offline")
    }
}
