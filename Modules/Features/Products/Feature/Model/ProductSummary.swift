/// A product as the Search API lists it: everything a list row and the top of the detail show.
public struct ProductSummary: Sendable, Hashable, Identifiable {
    public let code: ProductCode
    /// The `DefaultCode10`: the code of the default colour variant, which names its images.
    public let defaultCode10: String
    public let brandName: String?
    /// `ModelNames`, the product's title.
    public let modelName: String
    public let macroCategory: String?
    public let microCategory: String?
    public let price: ProductPrice
    /// The sizes' labels, such as `36` or `XS/S`.
    public let sizes: [String]

    public var id: ProductCode { code }

    public init(
        code: ProductCode, defaultCode10: String, brandName: String?, modelName: String,
        macroCategory: String?, microCategory: String?, price: ProductPrice, sizes: [String]
    ) {
        self.code = code
        self.defaultCode10 = defaultCode10
        self.brandName = brandName
        self.modelName = modelName
        self.macroCategory = macroCategory
        self.microCategory = microCategory
        self.price = price
        self.sizes = sizes
    }
}
