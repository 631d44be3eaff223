public import Foundation

/// A dealership as the list shows it, without its vehicles.
public struct DealershipSummary: Sendable, Hashable, Identifiable {
    public var id: String
    public var name: String
    public var address: String
    public var logoURL: URL

    public init(id: String, name: String, address: String, logoURL: URL) {
        self.id = id
        self.name = name
        self.address = address
        self.logoURL = logoURL
    }
}
