import Foundation

/// Reads files bundled under `Resources/<api>/`.
enum BundledResource {
    /// The bytes of `Resources/<subdirectory>/<name>`, or an error naming the missing file.
    static func data(named name: String, in subdirectory: String) -> Result<Data, BundledResourceError> {
        // Foundation on Linux treats the copied `Resources` folder as the bundle's resource
        // directory while Darwin does not, so `resourceURL + "Resources"` misses on Linux.
        // Looking the file up by name under both subdirectories works on either.
        let file = name as NSString
        let url = ["Resources/\(subdirectory)", subdirectory].lazy.compactMap {
            Bundle.module.url(
                forResource: file.deletingPathExtension, withExtension: file.pathExtension, subdirectory: $0)
        }.first
        guard let url, let data = try? Data(contentsOf: url) else {
            return .failure(BundledResourceError(path: "Resources/\(subdirectory)/\(name)"))
        }
        return .success(data)
    }
}

/// A bundled file that is missing or unreadable: a packaging bug.
struct BundledResourceError: Error, Sendable, CustomStringConvertible {
    var path: String
    var description: String { "bundled file \(path) is missing from the NetworkingOffline resources" }
}
