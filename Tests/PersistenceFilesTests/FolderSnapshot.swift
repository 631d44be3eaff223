import Foundation

/// Every item under a folder, with each file's bytes (`nil` for folders), to prove nothing changed.
func snapshot(of folder: URL) throws -> [String: Data?] {
    let fileManager = FileManager.default
    var items: [String: Data?] = [:]
    for path in try fileManager.subpathsOfDirectory(atPath: folder.path(percentEncoded: false)) {
        let item = folder.appending(path: path)
        var isFolder: ObjCBool = false
        _ = fileManager.fileExists(atPath: item.path(percentEncoded: false), isDirectory: &isFolder)
        items[path] = isFolder.boolValue ? .some(nil) : try Data(contentsOf: item)
    }
    return items
}

func hiddenItems(under folder: URL) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: folder.path(percentEncoded: false))
        .filter { ($0.split(separator: "/").last ?? "").hasPrefix(".") }
}
