import Foundation

/// A file of the repository, for the checks of the slice plan: its path from the root and text.
struct PlanFile: Sendable {
    let path: String
    let text: String

    var name: String { (path as NSString).lastPathComponent }
    var folder: String { (path as NSString).deletingLastPathComponent }

    var sliceFolder: SliceFolder? { SliceFolder(path: path) }

    /// Every file under `folder` (relative to the root) whose name ends with `suffix`.
    static func all(under folder: String, endingWith suffix: String = ".swift") throws -> [PlanFile] {
        let root = PackageRoot.url
        let directory = root.appendingPathComponent(folder)
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        var files: [PlanFile] = []
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(suffix) {
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            files.append(PlanFile(path: path, text: try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The names of the types declared at the top level of the file that adopt `conformance`.
    func topLevelTypes(adopting conformance: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            guard
                let match = line.firstMatch(
                    of:
                        /^(?:public |package |internal |private |fileprivate )?(?:final )?(?:struct|enum|class) (\w+)[^{]*:([^{]*)/
                )
            else {
                return nil
            }
            let adopted = match.2.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return adopted.contains(conformance) ? String(match.1) : nil
        }
    }
}
