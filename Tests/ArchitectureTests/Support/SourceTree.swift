import Foundation

/// Reads the Swift sources of a package from disk.
enum SourceTree {
    /// Every `import` in the `.swift` files under the given folders (relative to `root`).
    static func imports(under folders: [String], root: URL = PackageRoot.url) throws -> [SourceImport] {
        var found: [SourceImport] = []
        for folder in folders.sorted() {
            let directory = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
            else { continue }
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                let relative = folder + "/" + url.path.dropFirst(directory.path.count + 1)
                let text = try String(contentsOf: url, encoding: .utf8)
                found += ImportScanner.imports(in: text, file: relative)
            }
        }
        return found
    }
}
