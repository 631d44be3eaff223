/// A product's price: the full price and, when it is on sale, the lower discounted price.
public struct ProductPrice: Sendable, Hashable {
    public let full: Money
    /// The sale price, only when it differs from ``full``.
    public let discounted: Money?

    public init(full: Money, discounted: Money?) {
        self.full = full
        self.discounted = discounted == full ? nil : discounted
    }

    /// What the shopper pays.
    public var current: Money { discounted ?? full }
}
