import Foundation

/// State that outlives a run but is no cache: the anonymous id, the flag service's answer, unsent analytics.
enum StateDirectory {
    /// `$XDG_STATE_HOME/mosaic` (unless relative, as XDG says), else `~/.local/state/mosaic`.
    static func url(environment: [String: String]) -> URL {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("mosaic")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/state/mosaic")
    }
}
