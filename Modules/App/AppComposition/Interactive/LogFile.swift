import Foundation
import Synchronization

/// Appends lines to a file, for diagnostics while the screen belongs to the interactive app.
final class LogFile: Sendable {
    private let url: URL
    private let lock = Mutex(())

    init(url: URL) {
        self.url = url
    }

    func append(_ line: String) {
        lock.withLock { _ in
            let data = Data((line + "\n").utf8)
            if let handle = try? FileHandle(forWritingTo: url) {
                _ = try? handle.seekToEnd()
                try? handle.write(contentsOf: data)
                try? handle.close()
            } else {
                try? data.write(to: url)
            }
        }
    }
}
