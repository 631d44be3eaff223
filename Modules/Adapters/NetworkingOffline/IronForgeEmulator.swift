import Networking

/// Placeholder: answers 404 until the IronForge data set is bundled.
struct IronForgeEmulator: APIEmulator {
    func respond(to request: EmulatedRequest) -> HTTPResponse {
        .notFound()
    }
}
