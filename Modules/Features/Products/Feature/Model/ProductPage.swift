public struct ProductPage: Sendable, Hashable {
    /// The 1-based page number that was asked for.
    public let number: Int
    public let products: [ProductSummary]
    /// `TotalResults`: how many products the department has in all.
    public let total: Int

    public init(number: Int, products: [ProductSummary], total: Int) {
        self.number = number
        self.products = products
        self.total = total
    }
}
