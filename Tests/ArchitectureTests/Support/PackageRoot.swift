import Foundation

/// The directory holding Package.swift, found from this source file's location so the tests
/// do not depend on the working directory `swift test` was started from.
enum PackageRoot {
    static let url: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        // Unreachable while this file lives inside the package; fail loudly at the first use.
        fatalError("No Package.swift above \(#filePath)")
    }()
}
