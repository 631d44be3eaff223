import CommandLineKit
import Foundation
import Synchronization

/// Diagnostics while the interactive app owns the screen, escaped as a console does, so `tail -f` on the log
/// shows a server's text without letting it drive the terminal.
final class LogFile: Sendable {
    private let url: URL
    private let lock = Mutex(())

    init(url: URL) {
        self.url = url
    }

    func append(_ line: String) {
        lock.withLock { _ in
            let data = Data((line.escapingControlCharacters + "\n").utf8)
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
