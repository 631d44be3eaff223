public import Foundation

public struct LaunchRow: Sendable, Hashable, Identifiable {
    public var id: String
    public var name: String
    public var dateUTC: Date
    /// The date at its real precision, such as "NET December 2022".
    public var dateText: String
    /// The small patch image; `nil` for the many launches without one.
    public var patchImageURL: URL?

    public init(id: String, name: String, dateUTC: Date, dateText: String, patchImageURL: URL?) {
        self.id = id
        self.name = name
        self.dateUTC = dateUTC
        self.dateText = dateText
        self.patchImageURL = patchImageURL
    }

    init(_ launch: Launch) {
        self.init(
            id: launch.id, name: launch.name, dateUTC: launch.date, dateText: LaunchDateText.text(for: launch),
            patchImageURL: launch.links.patchSmall ?? launch.links.patchLarge)
    }
}
