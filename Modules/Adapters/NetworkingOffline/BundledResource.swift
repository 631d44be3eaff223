import Foundation

/// Reads files bundled under `Resources/<api>/`.
enum BundledResource {
    /// The bytes of `Resources/<subdirectory>/<name>`, or an error naming the missing file.
    static func data(named name: String, in subdirectory: String) -> Result<Data, BundledResourceError> {
        // Where the copied `Resources` folder lands depends on the platform: on Linux
        // `resourceURL` already is that folder, elsewhere it is the bundle root that contains it.
        let roots = [Bundle.module.resourceURL?.appendingPathComponent("Resources"), Bundle.module.resourceURL]
        let data = roots.lazy.compactMap { root in
            root.flatMap { try? Data(contentsOf: $0.appendingPathComponent(subdirectory).appendingPathComponent(name)) }
        }.first
        guard let data else {
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
