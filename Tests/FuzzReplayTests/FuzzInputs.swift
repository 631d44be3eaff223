import Foundation

/// The committed fuzz inputs, found from this file's place in the checkout.
enum FuzzInputs {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzTesting")

    /// The files in `FuzzTesting/<kind>/<target>/`, sorted; none when the folder is missing.
    static func files(in kind: String, of target: String) -> [URL] {
        let folder = root.appendingPathComponent(kind).appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The target folders in `FuzzTesting/<kind>/`.
    static func folders(in kind: String) -> [String] {
        let folder = root.appendingPathComponent(kind)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }
}
