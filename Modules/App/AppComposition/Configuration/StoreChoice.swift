package import Foundation

/// Which persistence adapter backs the features' data, from `--store`.
package enum StoreChoice: Sendable, Hashable, CustomStringConvertible {
    case sqlite(URL)
    case files(URL)
    case memory

    /// Parses `sqlite[:PATH]`, `files[:DIR]` or `memory`; `cacheDirectory` supplies default locations.
    package init?(argument: String, cacheDirectory: URL) {
        let (kind, path) = Self.split(argument)
        switch (kind, path) {
        case ("sqlite", nil): self = .sqlite(cacheDirectory.appendingPathComponent("mosaic.sqlite"))
        case ("sqlite", let path?): self = .sqlite(URL(fileURLWithPath: path))
        case ("files", nil): self = .files(cacheDirectory.appendingPathComponent("records"))
        case ("files", let path?): self = .files(URL(fileURLWithPath: path, isDirectory: true))
        case ("memory", nil): self = .memory
        default: return nil
        }
    }

    /// The default: SQLite under `$XDG_CACHE_HOME/mosaic`, else `~/.cache/mosaic`.
    package static func defaultChoice(cacheDirectory: URL) -> StoreChoice {
        .sqlite(cacheDirectory.appendingPathComponent("mosaic.sqlite"))
    }

    /// The folder Mosaic keeps its data in by default.
    package static func cacheDirectory(environment: [String: String]) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("mosaic")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache/mosaic")
    }

    package var description: String {
        switch self {
        case .sqlite(let url): "sqlite (\(url.path))"
        case .files(let url): "files (\(url.path))"
        case .memory: "memory (nothing is kept after the command)"
        }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let colon = argument.firstIndex(of: ":") else { return (argument, nil) }
        let path = String(argument[argument.index(after: colon)...])
        return (String(argument[..<colon]), path.isEmpty ? nil : path)
    }
}
