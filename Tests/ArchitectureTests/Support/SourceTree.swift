import Foundation

/// Reads the sources of a package from disk: Swift, and the C of its C targets.
enum SourceTree {
    static func imports(under folders: [String], root: URL = PackageRoot.url) throws -> [SourceImport] {
        var found: [SourceImport] = []
        for folder in folders.sorted() {
            let directory = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
            else { continue }
            for case let url as URL in enumerator where ["swift", "c", "h"].contains(url.pathExtension) {
                let relative = folder + "/" + url.path.dropFirst(directory.path.count + 1)
                let text = try String(contentsOf: url, encoding: .utf8)
                found +=
                    url.pathExtension == "swift"
                    ? ImportScanner.imports(in: text, file: relative) : includedModules(in: text, file: relative)
            }
        }
        return found
    }

    /// A C target's `#include <Module.h>` lines: how one C target would use another's public
    /// header. System headers with a path (`<curl/curl.h>`) are not modules of the package and
    /// are left out.
    private static func includedModules(in text: String, file: String) -> [SourceImport] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let words = line.split(separator: " ", maxSplits: 1)
            guard words.count == 2, words[0] == "#include" else { return nil }
            let header = words[1].trimmingCharacters(in: CharacterSet(charactersIn: "<>\" "))
            guard header.hasSuffix(".h"), !header.contains("/") else { return nil }
            return SourceImport(file: file, line: index + 1, module: String(header.dropLast(2)))
        }
    }
}
