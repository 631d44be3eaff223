public import Foundation

/// A product's detail: what the list knew, plus the Item API's extras when they could be had.
public struct ProductDetailViewState: Sendable, Hashable {
    /// What the Item API added to the page, once its load is over.
    public enum Extras: Sendable, Hashable {
        case loaded(ProductExtras)
        /// The Item API failed: the list's data stays, the reason replaces the extras, a retry is offered.
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
    /// The Item API's load (the list's data shows from the start); its failure leaves `loaded`, `extras` saying why.
    public var phase: ProductsLoadPhase = .idle
    /// `nil` until the Item API's load is over.
    public var extras: Extras?
    /// Where "back" goes: the department's list.
    public let backTitle: String
}
