public import Networking

/// One API answered in process from bundled data as the real one would (paths, paging, filters, errors).
public protocol APIEmulator: Sendable {
    /// The answer the real API would give to `request`; throws when the bundled data it needs
    /// cannot be read, which is this process's failure, never the API's answer.
    func respond(to request: EmulatedRequest) throws(BundledResourceError) -> HTTPResponse
}
