import Networking

/// Answers requests for one API from bundled data, the way the real API would.
protocol APIEmulator: Sendable {
    func respond(to request: EmulatedRequest) -> HTTPResponse
}
