public import Foundation

/// One product in a list: thumbnail, title and price.
public struct ProductRow: Sendable, Hashable, Identifiable {
    /// The product's `Code8`.
    public let id: String
    public let title: String
    public let price: PriceDisplay
    public let thumbnailURL: URL?

    init(_ product: ProductSummary, showDiscounts: Bool) {
        id = product.code.rawValue
        title = product.modelName
        price = PriceDisplay(product.price, showDiscounts: showDiscounts)
        thumbnailURL = ProductImageURL.make(defaultCode10: product.defaultCode10, resolution: .thumbnail)
    }

    public static let columnTitles = ["CODE8", "TITLE", "PRICE", "THUMBNAIL"]

    public var columns: [String] { [id, title, price.text, thumbnailURL?.absoluteString ?? "-"] }
}
