import Foundation
import LaunchesFeature
import TerminalKit

/// What `mosaic launches show` prints of a loaded launch: its name, patch and date, then its
/// details and links, each value wrapped under its title.
enum LaunchDetailText {
    static func lines(for content: LaunchDetailContent, width: Int) -> [String] {
        TextTable.record(head: content.head, sections: content.sections, maxWidth: width)
    }
}
