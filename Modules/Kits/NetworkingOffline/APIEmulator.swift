public import Networking

/// Answers the requests of one API in process, from bundled data, the way the real API would:
/// its paths, paging, filters and errors. Each feature slice brings the emulator of its API.
public protocol APIEmulator: Sendable {
    /// The answer the real API would give to `request`.
    func respond(to request: EmulatedRequest) -> HTTPResponse
}
