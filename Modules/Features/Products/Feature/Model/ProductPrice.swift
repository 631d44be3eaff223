/// A product's price: the full price and, when it is on sale, the lower discounted price.
public struct ProductPrice: Sendable, Hashable {
    public let full: ProductsMoney
    /// The sale price, only when it differs from ``full``.
    public let discounted: ProductsMoney?

    public init(full: ProductsMoney, discounted: ProductsMoney?) {
        self.full = full
        self.discounted = discounted == full ? nil : discounted
    }

    /// What the shopper pays.
    public var current: ProductsMoney { discounted ?? full }
}
