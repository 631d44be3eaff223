import AppCompositionTesting
import Foundation
import ImageDecodingTesting
import LoopbackTesting
import PokemonEmulator
import Synchronization

/// The bundled PokeAPI over loopback, with the test sprite at `/sprites/<id>.png` for Bulbasaur (1) and
/// Pikachu (25); Mewtwo's (150) is an HTML page and Mew's (151) is missing (404).
enum SpritePokedex {
    /// Serves while `operation` runs, on the caller's actor: the process tests call it from none, so their
    /// waits never hold the main actor in-process tests need.
    nonisolated(nonsending) static func run<Result>(
        operation: nonisolated(nonsending) (_ server: LoopbackHTTPServer, _ apiBaseURL: URL) async throws -> Result
    ) async throws -> Result {
        let root = Mutex<URL?>(nil)
        return try await BundledDataServer.run(PokeAPIEmulator(), basePath: "api/v2") { request in
            guard let root = root.withLock({ $0 }) else { return nil }
            let path = request.path.hasSuffix("/") ? String(request.path.dropLast()) : request.path
            switch path {
            case "/sprites/1.png", "/sprites/25.png":
                return LoopbackResponse(headers: ["Content-Type": "image/png"], body: StubSprite.png)
            case "/sprites/150.png":
                return .text("<html>Moved</html>")
            case "/sprites/151.png":
                return .text("Not Found", status: 404)
            case "/api/v2/pokemon/150":
                return .json(document(id: 150, name: "mewtwo", types: ["psychic"], sprite: root))
            case "/api/v2/pokemon/151":
                return .json(document(id: 151, name: "mew", types: ["psychic"], sprite: root))
            case "/api/v2/pokemon/1":
                return .json(document(id: 1, name: "bulbasaur", types: ["grass", "poison"], sprite: root))
            case "/api/v2/pokemon/25":
                return .json(document(id: 25, name: "pikachu", types: ["electric"], sprite: root))
            default:
                return nil
            }
        } operation: { server, api in
            root.withLock { $0 = server.baseURL }
            return try await operation(server, api)
        }
    }

    static func spriteRequests(_ server: LoopbackHTTPServer) -> Int {
        server.requests.filter { $0.path.hasPrefix("/sprites/") }.count
    }

    private static func document(id: Int, name: String, types: [String], sprite root: URL) -> String {
        let slots = types.enumerated().map { #"{"slot": \#($0 + 1), "type": {"name": "\#($1)"}}"# }
        let sprite = root.appending(path: "sprites/\(id).png").absoluteString
        return """
            {"id": \(id), "name": "\(name)", "height": 7, "weight": 69,
             "sprites": {"front_default": "\(sprite)"}, "types": [\(slots.joined(separator: ", "))]}
            """
    }
}
