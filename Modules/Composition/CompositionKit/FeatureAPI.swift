package import Foundation
package import NetworkingOffline

/// A remote API a feature uses: the name `--base-url NAME=URL` takes, where the real API lives,
/// and the emulator that answers it from bundled data by default.
package struct FeatureAPI: Sendable {
    /// The name on the command line, such as `spacex`.
    package let name: String
    package let liveBaseURL: URL
    /// What answers the API in process, from the slice's bundled data.
    package let emulator: any APIEmulator

    /// How many requests to one API a feature keeps in flight unless told otherwise.
    package static let defaultConcurrency = 8

    package init(name: String, liveBaseURL: URL, emulator: any APIEmulator) {
        self.name = name
        self.liveBaseURL = liveBaseURL
        self.emulator = emulator
    }
}
