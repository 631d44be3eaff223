import Foundation
import ProductsFeature

/// `products show --json`: the list's data, the Item API's extras and whether they could be had.
struct ProductDetailOutput: Encodable {
    var state: ProductDetailViewState

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state.code8, forKey: .code8)
        try container.encode(state.modelName, forKey: .modelName)
        try container.encode(state.brandName, forKey: .brand)
        try container.encode(state.macroCategory, forKey: .macroCategory)
        try container.encode(state.microCategory, forKey: .microCategory)
        try container.encode(ProductPriceOutput(state.price), forKey: .price)
        try container.encode(state.imageURL?.absoluteString, forKey: .imageURL)
        try container.encode(state.colors, forKey: .colors)
        try container.encode(state.sizes, forKey: .sizes)
        let (extras, status, message): (ProductExtras?, String, String?) =
            switch state.extras {
            case .loaded(let loaded)?: (loaded, "loaded", nil)
            case .unavailable(let reason)?: (nil, "unavailable", reason)
            case .turnedOff?: (nil, "turnedOff", nil)
            case nil: (nil, "notLoaded", nil)
            }
        try container.encode(extras?.description, forKey: .description)
        try container.encode(extras?.madeIn, forKey: .madeIn)
        try container.encode(extras?.fabric, forKey: .fabric)
        try container.encode(extras?.details, forKey: .details)
        try container.encode(status, forKey: .itemDetails)
        try container.encode(message, forKey: .itemDetailsMessage)
    }

    enum CodingKeys: String, CodingKey {
        case code8, modelName, brand, macroCategory, microCategory, price, imageURL, colors, sizes
        case description, madeIn, fabric, details, itemDetails, itemDetailsMessage
    }
}
