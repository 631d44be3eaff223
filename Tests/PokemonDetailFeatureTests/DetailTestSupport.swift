import FeatureFlags
import FeatureFlagsTesting
import Foundation
import Networking
import NetworkingTesting
import Persistence
import PersistenceTesting

@testable import PokemonDetailFeature

let baseURL = URL(string: "https://pokeapi.test/api/v2")!
let savedDate = Date(timeIntervalSince1970: 1_790_000_000)

func fixture(_ name: String) throws -> Data {
    guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures") else {
        throw CocoaError(.fileNoSuchFile)
    }
    return try Data(contentsOf: url)
}

/// A small detail document in the API's shape.
func detailJSON(
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

/// Answers `/pokemon/{id}/` with ``detailJSON`` for every id in `known`, 404 otherwise.
func detailClient(known: Set<Int>, failing: Set<Int> = []) -> StubHTTPClient {
    StubHTTPClient { request throws(NetworkingError) in
        let last = request.url.pathComponents.last ?? ""
        guard let id = Int(last) else { return HTTPResponse(statusCode: 404, body: Data("Not Found".utf8)) }
        if failing.contains(id) { throw .noConnection(url: request.url, reason: "test network down") }
        guard known.contains(id) else { return HTTPResponse(statusCode: 404, body: Data("Not Found".utf8)) }
        return .json(detailJSON(id: id, name: "pokemon-\(id)"))
    }
}

@MainActor
func makeDetailViewModel(
    _ identifier: PokemonIdentifier,
    client: any HTTPClient,
    store: (any RecordStore)? = FakeRecordStore(now: { savedDate }),
    flags: [FeatureFlag: Bool] = [:],
    router: (any PokemonDetailRouting)? = nil
) -> PokemonDetailViewModel {
    let flags = StaticFeatureFlags(flags)
    let repository = PokemonDetailRepository(
        service: PokemonDetailService(client: client, baseURL: baseURL), store: store)
    return PokemonDetailViewModel(identifier: identifier, repository: repository, flags: flags, router: router)
}

extension PokemonDetailViewState {
    var content: PokemonDetailContent? {
        if case .loaded(let content) = self { content } else { nil }
    }
}
