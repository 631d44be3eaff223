import CommandLineKit
import Foundation
import LaunchesFeature

/// `launches show --json`, built from the detail view state. Absent values are written as `null`.
struct LaunchDetailOutput: Encodable {
    struct Row: Encodable {
        var title: String
        var value: String
    }

    var id: String
    var name: String
    var dateUTC: Date
    var dateText: String
    var status: String
    var upcoming: Bool
    /// Whole seconds to go, or null: past launch, time passed, or precision too coarse.
    @NullWhenAbsent var countdown: Int?
    @NullWhenAbsent var patchImageURL: URL?
    @NullWhenAbsent var youtubeURL: URL?
    @NullWhenAbsent var pressKitURL: URL?
    var rows: [Row]

    init(_ content: LaunchDetailContent) {
        id = content.id
        name = content.name
        dateUTC = content.dateUTC
        dateText = content.dateDisplay.date
        status = content.dateDisplay.summary
        upcoming = content.isUpcoming
        countdown = content.dateDisplay.countdownSeconds
        patchImageURL = content.patchImageURL
        youtubeURL = content.youtubeURL
        pressKitURL = content.pressKitURL
        rows = content.rows.map { Row(title: $0.title, value: $0.value) }
    }
}
