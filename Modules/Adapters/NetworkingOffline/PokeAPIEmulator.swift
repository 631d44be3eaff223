import Networking

/// Placeholder: answers 404 until the PokeAPI data set is bundled.
struct PokeAPIEmulator: APIEmulator {
    func respond(to request: EmulatedRequest) -> HTTPResponse {
        .notFound()
    }
}
