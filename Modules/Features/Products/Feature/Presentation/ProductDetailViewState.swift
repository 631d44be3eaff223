public import Foundation

/// A product's detail: what the list knew, plus the Item API's extras when they could be had.
public struct ProductDetailViewState: Sendable, Hashable {
    /// What the Item API added to the page, once its load is over.
    public enum Extras: Sendable, Hashable {
        case loaded(ProductExtras)
        /// The Item API failed: the page stays, with the list's data and the reason in place of
        /// the extras, and a retry is offered.
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
    /// The load of the Item API's part; the list's data is shown from the start. A failed Item
    /// API leaves the page `loaded`, with `extras` saying what is missing.
    public var phase: ProductsLoadPhase
    /// `nil` until the Item API's load is over.
    public var extras: Extras?
    /// Where "back" goes: the department's list.
    public let backTitle: String

    public init(
        code8: String, modelName: String, brandName: String?, macroCategory: String?, microCategory: String?,
        price: PriceDisplay, imageURL: URL?, sizes: [String], colors: [String] = [], phase: ProductsLoadPhase = .idle,
        extras: Extras? = nil, backTitle: String
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
        self.phase = phase
        self.extras = extras
        self.backTitle = backTitle
    }
}
