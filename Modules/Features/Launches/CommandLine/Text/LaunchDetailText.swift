import Foundation
import LaunchesFeature
import TerminalKit

/// What `mosaic launches show` prints: name, patch and date, then details and links, values wrapped under titles.
enum LaunchDetailText {
    static func lines(for content: LaunchDetailContent, width: Int) -> [String] {
        TextTable.record(head: content.head, sections: content.sections, maxWidth: width)
    }
}
