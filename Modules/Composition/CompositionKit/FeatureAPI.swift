package import Foundation
package import NetworkingOffline

/// A remote API a feature uses: its `--base-url NAME`, its real location, and its default bundled emulator.
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
