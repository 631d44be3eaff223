import Foundation

/// A `.graphql` file bundled as a resource of this feature, read once.
enum GraphQLDocument: String, CaseIterable {
    case dealershipList = "DealershipList"
    case dealershipDetail = "DealershipDetail"

    /// The operation name inside the file, which is also the file's name.
    var operationName: String { rawValue }

    func text() throws(DealershipError) -> String {
        guard let text = Self.loaded[self] else { throw .missingQuery(rawValue) }
        return text
    }

    private static let loaded: [GraphQLDocument: String] = Dictionary(
        uniqueKeysWithValues: allCases.compactMap { document in
            // Linux Foundation resolves the copied folder either way; Darwin needs the prefix.
            let url = ["Resources", nil].lazy.compactMap {
                Bundle.module.url(forResource: document.rawValue, withExtension: "graphql", subdirectory: $0)
            }.first
            guard let url, let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
            return (document, text)
        }
    )
}
