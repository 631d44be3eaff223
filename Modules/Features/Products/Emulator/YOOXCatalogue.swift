import Foundation
import Networking
import NetworkingOffline

/// The bundled CHLOE_GB sample data, parsed once: each department's products in ranking order
/// as Search API item objects, and each product's Item API document by `Code8`.
struct YOOXCatalogue: Sendable {
    static let store = "CHLOE_GB"

    let productsByDepartment: [String: [JSONValue]]
    let itemsByCode8: [String: JSONValue]

    static let bundled: Result<YOOXCatalogue, BundledResourceError> = load()

    private static func load() -> Result<YOOXCatalogue, BundledResourceError> {
        let searchFile = "search_\(store).json"
        let itemsFile = "items_\(store).json"
        let search: [String: JSONValue]
        let items: [String: JSONValue]
        switch (
            BundledResource.data(named: searchFile, in: .module), BundledResource.data(named: itemsFile, in: .module)
        ) {
        case (.success(let searchData), .success(let itemsData)):
            guard let decodedSearch = try? JSONDecoder().decode([String: JSONValue].self, from: searchData) else {
                return .failure(BundledResourceError(path: "Resources/\(searchFile) (not valid JSON)", in: .module))
            }
            guard let decodedItems = try? JSONDecoder().decode([String: JSONValue].self, from: itemsData) else {
                return .failure(BundledResourceError(path: "Resources/\(itemsFile) (not valid JSON)", in: .module))
            }
            search = decodedSearch
            items = decodedItems
        case (.failure(let error), _), (_, .failure(let error)):
            return .failure(error)
        }
        var products: [String: [JSONValue]] = [:]
        for (department, document) in search {
            if case .array(let list)? = document["ResultsLite"]?["Items"] {
                products[department] = list
            }
        }
        return .success(YOOXCatalogue(productsByDepartment: products, itemsByCode8: items))
    }
}
