/// One product of a `format=lite` search result.
struct SearchItemDTO: Decodable {
    struct Size: Decodable {
        let text: String

        enum CodingKeys: String, CodingKey {
            case text = "Text"
        }
    }

    let code8: String
    let brandName: String?
    let defaultCode10: String
    let microCategory: String?
    let macroCategory: String?
    let fullPrice: AmountDTO
    let discountedPrice: AmountDTO?
    let modelNames: String?
    let sizes: [Size]?

    enum CodingKeys: String, CodingKey {
        case code8 = "Code8"
        case brandName = "BrandName"
        case defaultCode10 = "DefaultCode10"
        case microCategory = "MicroCategory"
        case macroCategory = "MacroCategory"
        case fullPrice = "FullPrice"
        case discountedPrice = "DiscountedPrice"
        case modelNames = "ModelNames"
        case sizes = "Sizes"
    }

    /// The product, or `nil` when its codes cannot name a product or its images.
    func summary() -> ProductSummary? {
        guard let code = ProductCode(code8),
            ProductImageURL.make(defaultCode10: defaultCode10, resolution: .thumbnail) != nil
        else { return nil }
        return ProductSummary(
            code: code,
            defaultCode10: defaultCode10,
            brandName: brandName,
            modelName: modelNames ?? code8,
            macroCategory: macroCategory,
            microCategory: microCategory,
            price: ProductPrice(full: fullPrice.money(), discounted: discountedPrice?.money()),
            sizes: (sizes ?? []).map(\.text)
        )
    }
}
