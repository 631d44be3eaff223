import Foundation
package import Networking
package import NetworkingOffline
import PokemonEmulator

/// The bundled PokeAPI cut to its first `count` Pokémon (the list says `count` and stops there; details are the
/// real ones), so a process test syncs a whole Pokédex of real data and paging in a fraction of 1,351's time.
package struct StubPokedex: APIEmulator {
    package let count: Int
    private let full = PokeAPIEmulator()

    package init(count: Int) {
        self.count = count
    }

    package func respond(to request: EmulatedRequest) throws(BundledResourceError) -> HTTPResponse {
        let response = try full.respond(to: request)
        guard request.path == ["pokemon"], response.statusCode == 200,
            var page = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any],
            let results = page["results"] as? [Any]
        else { return response }
        let offset = max(0, request.query["offset"].flatMap { Int($0) } ?? 0)
        let kept = Array(results.prefix(max(0, count - offset)))
        page["count"] = count
        page["results"] = kept
        if offset + kept.count >= count { page["next"] = NSNull() }
        guard let body = try? JSONSerialization.data(withJSONObject: page, options: [.sortedKeys]) else {
            return response
        }
        return .emulatedJSON(body)
    }
}
