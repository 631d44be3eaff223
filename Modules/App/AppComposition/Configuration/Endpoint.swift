package import Foundation

/// How one API is reached: its base URL, and whether through the network or the bundled data.
package struct Endpoint: Sendable, Hashable {
    package enum Transport: String, Sendable, Hashable {
        /// Answered in process from data bundled in the package.
        case bundled
        /// Sent over HTTP with URLSession.
        case live
    }

    package var baseURL: URL
    package var transport: Transport

    package init(baseURL: URL, transport: Transport) {
        self.baseURL = baseURL
        self.transport = transport
    }
}
