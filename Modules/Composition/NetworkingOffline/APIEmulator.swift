public import Networking

/// Answers the requests of one API in process, from bundled data, the way the real API would:
/// its paths, paging, filters and errors. Each feature slice brings the emulator of its API.
public protocol APIEmulator: Sendable {
    /// The answer the real API would give to `request`; throws when the bundled data it needs
    /// cannot be read, which is this process's failure, never the API's answer.
    func respond(to request: EmulatedRequest) throws(BundledResourceError) -> HTTPResponse
}
