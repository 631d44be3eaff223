import Foundation

/// Reads files bundled under `Resources/<api>/`.
enum BundledResource {
    /// The bytes of `Resources/<subdirectory>/<name>`, or an error naming the missing file.
    static func data(named name: String, in subdirectory: String) -> Result<Data, BundledResourceError> {
        let url = Bundle.module.resourceURL?
            .appendingPathComponent("Resources")
            .appendingPathComponent(subdirectory)
            .appendingPathComponent(name)
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
