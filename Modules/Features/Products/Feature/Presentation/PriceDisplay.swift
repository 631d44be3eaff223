/// A price ready to show: exact amounts for machines, one line of text for people.
public struct PriceDisplay: Sendable, Hashable {
    public let full: ProductsMoney
    /// The sale price, when it differs and discounts are shown.
    public let discounted: ProductsMoney?
    /// `£1,390.00`, or `£973.50 (was £1,390.00)` on sale.
    public let text: String

    public init(_ price: ProductPrice, showDiscounts: Bool) {
        full = price.full
        discounted = showDiscounts ? price.discounted : nil
        if let discounted {
            text = "\(discounted.formatted) (was \(full.formatted))"
        } else {
            text = full.formatted
        }
    }
}
