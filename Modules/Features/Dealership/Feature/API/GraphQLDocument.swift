import Foundation

/// A `.graphql` file bundled as a resource of this feature.
enum GraphQLDocument: String, CaseIterable {
    case dealershipList = "DealershipList"
    case dealershipDetail = "DealershipDetail"

    /// The operation name inside the file, which is also the file's name.
    var operationName: String { rawValue }

    /// Read from `bundle` on each use (a few hundred bytes): a failed read (out of descriptors) fails one request.
    func text(in bundle: Bundle = .module) throws(DealershipError) -> String {
        // SwiftPM copies `Resources` as is, found by one `stat`; Darwin's layout needs the bundle's
        // search, which keeps what it saw the first time.
        let copied = bundle.bundleURL.appending(path: "Resources/\(rawValue).graphql", directoryHint: .notDirectory)
        let url =
            FileManager.default.fileExists(atPath: copied.path)
            ? copied : bundle.url(forResource: rawValue, withExtension: "graphql", subdirectory: "Resources")
        guard let url, let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw .unreadableQuery(rawValue)
        }
        return text
    }
}
