import Foundation
import Networking
import NetworkingTesting
import PokemonAssembly

/// A small PokeAPI for the composition tests: `count` Pokémon named `pokemon-N`, with chosen
/// detail ids failing as unreachable.
enum PokeAPIStub {
    static func client(count: Int, failingDetails: Set<Int> = []) -> RecordingHTTPClient {
        RecordingHTTPClient { request throws(NetworkingError) in
            let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
            let path = request.url.pathComponents.filter { $0 != "/" }
            if path.last == "pokemon" {
                let items = components?.queryItems ?? []
                let offset = items.first { $0.name == "offset" }?.value.flatMap { Int($0) } ?? 0
                let limit = items.first { $0.name == "limit" }?.value.flatMap { Int($0) } ?? 20
                let end = min(count, offset + limit)
                let results = (min(offset, end)..<end).map {
                    #"{"name":"pokemon-\#($0 + 1)","url":"https://pokeapi.co/api/v2/pokemon/\#($0 + 1)/"}"#
                }
                let next = end < count ? #""https://pokeapi.co/api/v2/pokemon?offset=\#(end)&limit=\#(limit)""# : "null"
                return .json(
                    #"{"count":\#(count),"next":\#(next),"previous":null,"results":[\#(results.joined(separator: ","))]}"#
                )
            }
            guard let id = path.last.flatMap({ Int($0) }), (1...count).contains(id) else {
                return HTTPResponse(statusCode: 404, body: Data("Not Found".utf8))
            }
            if failingDetails.contains(id) { throw .noConnection(url: request.url, reason: "test network down") }
            return .json(
                #"{"id":\#(id),"name":"pokemon-\#(id)","weight":60,"height":4,"sprites":{"front_default":null},"types":[]}"#
            )
        }
    }

    static let offline = RecordingHTTPClient { request throws(NetworkingError) in
        throw .noConnection(url: request.url, reason: "test network down")
    }
}
