import Foundation

/// The committed fuzz inputs, found from this file's place in the checkout.
enum FuzzInputs {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzTesting")

    /// The files in `FuzzTesting/<kind>/<target>/`, sorted; none when the folder is missing.
    static func files(in kind: String, of target: String) -> [URL] {
        names(in: "\(kind)/\(target)").map { root.appending(path: "\(kind)/\(target)/\($0)") }
    }

    /// The names in `FuzzTesting/<path>/`, sorted, hidden ones left out.
    static func names(in path: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: path).path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }
}
