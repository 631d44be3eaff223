import Networking

/// Placeholder: answers 404 until the SpaceX data set is bundled.
struct SpaceXEmulator: APIEmulator {
    func respond(to request: EmulatedRequest) -> HTTPResponse {
        .notFound()
    }
}
