public import Analytics
import Foundation

/// Writes each analytics event as one readable line, such as `analytics: item_selected id=25`,
/// for developers watching what the app tracks.
public struct ConsoleAnalyticsTracker: AnalyticsTracker {
    private let write: @Sendable (String) -> Void

    /// Creates a tracker that hands each line, without a line break, to `write`.
    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// A tracker that writes to standard error, so the lines stay out of the app's own output.
    public static func standardError() -> ConsoleAnalyticsTracker {
        ConsoleAnalyticsTracker { line in
            // One write per line: concurrent events do not interleave within a line.
            try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
        }
    }

    public func track(_ event: AnalyticsEvent) {
        write(ConsoleAnalyticsLine(event).text)
    }
}
