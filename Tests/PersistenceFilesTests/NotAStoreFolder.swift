import Foundation

/// Paths a file store must refuse to open, and must leave exactly as they were.
enum NotAStoreFolder: String, CaseIterable, CustomStringConvertible {
    case fileInsteadOfFolder = "a file where the folder should be"
    case folderWithoutMarker = "a folder of other files without a marker"
    case otherFormatMarker = "a folder whose marker names another format"

    var description: String { rawValue }

    func create(at url: URL) throws {
        let fileManager = FileManager.default
        if self == .fileInsteadOfFolder {
            try Data("not a folder".utf8).write(to: url)
            return
        }
        try fileManager.createDirectory(at: url.appending(path: "photos"), withIntermediateDirectories: true)
        try Data("holiday".utf8).write(to: url.appending(path: "photos/beach.json"))
        switch self {
        case .otherFormatMarker:
            try Data(#"{"format":"someone-else","version":1}"#.utf8).write(
                to: url.appending(path: ".mosaic-store.json"))
        case .fileInsteadOfFolder, .folderWithoutMarker:
            break
        }
    }
}
