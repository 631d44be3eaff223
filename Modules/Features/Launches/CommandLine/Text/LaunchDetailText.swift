import Foundation
import LaunchesFeature
import TerminalKit

/// What `mosaic launches show` prints of a loaded launch: its name, patch and date, then its
/// details and links, each value wrapped under its title.
enum LaunchDetailText {
    static func lines(for content: LaunchDetailContent, width: Int) -> [String] {
        let head = [
            content.name, "Patch: \(content.patchImageURL?.absoluteString ?? "-")", content.dateDisplay.summary,
        ]
        let links = [("YouTube", content.youtubeURL), ("Press kit", content.pressKitURL)].compactMap { title, url in
            url.map { (title, $0.absoluteString) }
        }
        return head.map { DisplayWidth.truncate($0, to: width) } + [""]
            + TextTable.fields(content.rows.map { ($0.title, $0.value) }, maxWidth: width)
            + (links.isEmpty ? [] : [""] + TextTable.fields(links, maxWidth: width))
    }
}
