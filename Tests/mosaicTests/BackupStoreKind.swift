import Foundation

/// The two stores a backup can live in on disk, as `--store` names them.
enum BackupStoreKind: String, CaseIterable {
    case sqlite
    case files

    func location(in folder: URL, name: String = "pokedex") -> URL {
        switch self {
        case .sqlite: folder.appending(path: "\(name).sqlite")
        case .files: folder.appending(path: name, directoryHint: .isDirectory)
        }
    }

    func option(_ location: URL) -> [String] {
        ["--store", "\(rawValue):\(location.path(percentEncoded: false))"]
    }
}
