/// One element of `car_list.json`, exactly as the file spells it.
struct CarOfferDTO: Decodable, Sendable {
    var consList: [String]
    var customerPrice: Double
    var make: String
    var marketPrice: Double
    var model: String
    var prosList: [String]
    var rating: Int
}
