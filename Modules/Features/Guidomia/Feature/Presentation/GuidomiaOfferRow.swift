public struct GuidomiaOfferRow: Sendable, Equatable, Identifiable {
    /// The offer's position in the server's list, stable across filtering.
    public var id: Int
    public var make: String
    public var model: String
    /// `make model`.
    public var title: String
    public var customerPrice: Double
    public var marketPrice: Double
    /// The customer price in short form, such as `120k`.
    public var shortPrice: String
    public var shortMarketPrice: String
    /// `Price: 120k`.
    public var priceText: String
    /// `Market price: 125k`.
    public var marketPriceText: String
    /// 1...5.
    public var rating: Int
    /// The rating as five stars, such as `★★★☆☆`.
    public var stars: String
    public var pros: [String]
    public var cons: [String]
    /// The pros and cons sections that have entries; shown only when the row is expanded.
    public var sections: [GuidomiaBulletSection]
    public var isExpanded: Bool

    public init(
        id: Int, make: String, model: String, title: String, customerPrice: Double, marketPrice: Double,
        shortPrice: String, shortMarketPrice: String, priceText: String, marketPriceText: String, rating: Int,
        stars: String,
        pros: [String], cons: [String], sections: [GuidomiaBulletSection], isExpanded: Bool
    ) {
        self.id = id
        self.make = make
        self.model = model
        self.title = title
        self.customerPrice = customerPrice
        self.marketPrice = marketPrice
        self.shortPrice = shortPrice
        self.shortMarketPrice = shortMarketPrice
        self.priceText = priceText
        self.marketPriceText = marketPriceText
        self.rating = rating
        self.stars = stars
        self.pros = pros
        self.cons = cons
        self.sections = sections
        self.isExpanded = isExpanded
    }
}
