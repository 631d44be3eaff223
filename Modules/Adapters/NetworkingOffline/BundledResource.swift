import Foundation

/// Reads files bundled under `Resources/<api>/`.
enum BundledResource {
    /// The bytes of `Resources/<subdirectory>/<name>`, or an error naming the missing file.
    static func data(named name: String, in subdirectory: String) -> Result<Data, BundledResourceError> {
        guard let url = url(named: name, in: subdirectory), let data = try? Data(contentsOf: url) else {
            return .failure(BundledResourceError(path: "Resources/\(subdirectory)/\(name)"))
        }
        return .success(data)
    }

    private static func url(named name: String, in subdirectory: String) -> URL? {
        let file = name as NSString
        let (base, ext) = (file.deletingPathExtension, file.pathExtension)
        // Foundation on Linux treats a `Resources` folder inside the bundle as the bundle's own
        // resource directory, while Darwin does not; ask for both layouts.
        return Bundle.module.url(forResource: base, withExtension: ext, subdirectory: "Resources/\(subdirectory)")
            ?? Bundle.module.url(forResource: base, withExtension: ext, subdirectory: subdirectory)
    }
}

/// A bundled file that is missing or unreadable: a packaging bug.
struct BundledResourceError: Error, Sendable, CustomStringConvertible {
    var path: String
    var description: String { "bundled file \(path) is missing from the NetworkingOffline resources" }
}
