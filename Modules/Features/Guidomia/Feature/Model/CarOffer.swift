/// One used-car offer, cleaned up: no empty pros or cons, a rating within 1...5.
public struct CarOffer: Sendable, Hashable {
    public var make: String
    public var model: String
    public var customerPrice: Double
    public var marketPrice: Double
    public var rating: Int
    public var pros: [String]
    public var cons: [String]

    public init(
        make: String, model: String, customerPrice: Double, marketPrice: Double, rating: Int,
        pros: [String], cons: [String]
    ) {
        self.make = make
        self.model = model
        self.customerPrice = customerPrice
        self.marketPrice = marketPrice
        self.rating = rating
        self.pros = pros
        self.cons = cons
    }
}
