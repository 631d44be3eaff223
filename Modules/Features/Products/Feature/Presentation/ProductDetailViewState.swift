public import Foundation

/// A product's detail: what the list knew, plus the Item API's extras when they could be had.
public struct ProductDetailViewState: Sendable, Equatable {
    /// The state of the Item API's part of the page.
    public enum Extras: Sendable, Equatable {
        case notLoaded
        case loading
        case loaded(ProductExtras)
        /// The Item API failed; the reason is shown in place of the extras.
        case unavailable(String)
        /// `products.itemDetails` is off: the Item API is not asked.
        case turnedOff
    }

    public let code8: String
    public let modelName: String
    public let brandName: String?
    public let macroCategory: String?
    public let microCategory: String?
    public let price: PriceDisplay
    public let imageURL: URL?
    /// The list's sizes, replaced by the Item API's when it has them.
    public var sizes: [String]
    /// Colour names: only the Item API has them (the list knows colour ids only).
    public var colors: [String] = []
    public var extras: Extras
    /// Where "back" goes: the department's list.
    public let backTitle: String

    public init(
        code8: String, modelName: String, brandName: String?, macroCategory: String?, microCategory: String?,
        price: PriceDisplay, imageURL: URL?, sizes: [String], colors: [String] = [], extras: Extras,
        backTitle: String
    ) {
        self.code8 = code8
        self.modelName = modelName
        self.brandName = brandName
        self.macroCategory = macroCategory
        self.microCategory = microCategory
        self.price = price
        self.imageURL = imageURL
        self.sizes = sizes
        self.colors = colors
        self.extras = extras
        self.backTitle = backTitle
    }
}
