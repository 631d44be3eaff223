import Foundation
import NetworkingOffline

/// The bundled CHLOE_GB sample data in two packs, indexes read once: Search API items in ranking
/// order by department, and Item API documents by `Code8`. Only the documents an answer holds are read.
struct YOOXCatalogue: Sendable {
    static let store = "CHLOE_GB"

    private let search: BundledDocumentPack
    private let items: BundledDocumentPack
    private let productsByDepartment: [String: [BundledDocumentPack.Entry]]
    private let itemsByCode8: [String: BundledDocumentPack.Entry]

    static let bundled = BundledValue(load)

    /// How many products `department` has (0 for a department the store does not have).
    func productCount(in department: String) -> Int {
        productsByDepartment[department]?.count ?? 0
    }

    func products(in department: String, _ range: Range<Int>) -> Result<[Data], BundledResourceError> {
        search.documents(at: productsByDepartment[department].map { Array($0[range]) } ?? [])
    }

    /// The Item API document of `code8`, as the API sends it, or `nil` for an unknown product.
    func item(code8: String) -> Result<Data, BundledResourceError>? {
        itemsByCode8[code8].map(items.document(at:))
    }

    private static func load() -> Result<YOOXCatalogue, BundledResourceError> {
        switch (
            BundledDocumentPack.load(named: "search_\(store)", in: .module),
            BundledDocumentPack.load(named: "items_\(store)", in: .module)
        ) {
        case (.success(let search), .success(let items)):
            return .success(
                YOOXCatalogue(
                    search: search, items: items,
                    productsByDepartment: Dictionary(grouping: search.entries) { $0.fields.first ?? "" },
                    itemsByCode8: Dictionary(items.entries.map { ($0.fields.first ?? "", $0) }) { first, _ in first }
                ))
        case (.failure(let error), _), (_, .failure(let error)):
            return .failure(error)
        }
    }
}
