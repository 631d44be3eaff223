import Networking

/// Placeholder: answers 404 until the YOOX data set is bundled.
struct YOOXEmulator: APIEmulator {
    func respond(to request: EmulatedRequest) -> HTTPResponse {
        .notFound()
    }
}
