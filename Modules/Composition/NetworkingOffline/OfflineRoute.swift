public import Foundation

/// One API the offline client serves: requests under `baseURL` go to `emulator`.
public struct OfflineRoute: Sendable {
    /// The API's name, such as `spacex`, for messages.
    public var name: String
    /// Where the API is served, such as `https://api.example.com/v2`.
    public var baseURL: URL
    public var emulator: any APIEmulator

    public init(name: String, baseURL: URL, emulator: any APIEmulator) {
        self.name = name
        self.baseURL = baseURL
        self.emulator = emulator
    }
}
