public import Foundation

/// How one API is reached: its base URL, and whether through the network or the bundled data.
public struct Endpoint: Sendable, Hashable {
    /// How requests travel.
    public enum Transport: String, Sendable, Hashable {
        /// Answered in process from data bundled in the package.
        case bundled
        /// Sent over HTTP with URLSession.
        case live
    }

    public var baseURL: URL
    public var transport: Transport

    public init(baseURL: URL, transport: Transport) {
        self.baseURL = baseURL
        self.transport = transport
    }
}
