public import Foundation

public struct LaunchDetailContent: Sendable, Hashable {
    public var id: String
    public var name: String
    public var patchImageURL: URL?
    public var dateUTC: Date
    public var isUpcoming: Bool
    public var dateDisplay: LaunchDateDisplay
    public var rows: [LaunchDetailRow]
    /// The webcast; `nil` when absent or the links flag is off.
    public var youtubeURL: URL?
    /// The press kit; `nil` when absent or the links flag is off.
    public var pressKitURL: URL?

    public init(
        id: String, name: String, patchImageURL: URL?, dateUTC: Date, isUpcoming: Bool,
        dateDisplay: LaunchDateDisplay, rows: [LaunchDetailRow], youtubeURL: URL?, pressKitURL: URL?
    ) {
        self.id = id
        self.name = name
        self.patchImageURL = patchImageURL
        self.dateUTC = dateUTC
        self.isUpcoming = isUpcoming
        self.dateDisplay = dateDisplay
        self.rows = rows
        self.youtubeURL = youtubeURL
        self.pressKitURL = pressKitURL
    }
}
