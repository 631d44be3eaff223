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
    var countdown: Int?
    var patchImageURL: URL?
    var youtubeURL: URL?
    var pressKitURL: URL?
    var rows: [Row]

    enum CodingKeys: String, CodingKey {
        case id, name, dateUTC, dateText, status, upcoming, countdown, patchImageURL, youtubeURL, pressKitURL, rows
    }

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

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(dateUTC, forKey: .dateUTC)
        try container.encode(dateText, forKey: .dateText)
        try container.encode(status, forKey: .status)
        try container.encode(upcoming, forKey: .upcoming)
        try container.encode(countdown, forKey: .countdown)
        try container.encode(patchImageURL, forKey: .patchImageURL)
        try container.encode(youtubeURL, forKey: .youtubeURL)
        try container.encode(pressKitURL, forKey: .pressKitURL)
        try container.encode(rows, forKey: .rows)
    }
}
