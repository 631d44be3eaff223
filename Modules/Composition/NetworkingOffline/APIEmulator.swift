public import Networking

/// One API answered in process from bundled data as the real one would (paths, paging, filters, errors).
public protocol APIEmulator: Sendable {
    /// Throws when its bundled data cannot be read: this process's failure, never the API's answer.
    func respond(to request: EmulatedRequest) throws(BundledResourceError) -> HTTPResponse
}
