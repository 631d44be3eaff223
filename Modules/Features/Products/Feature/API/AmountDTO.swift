import Foundation

/// A YOOX price, a JSON number of pounds such as `45` or `973.5`, turned into exact pence at once.
struct AmountDTO: Decodable, Hashable {
    let minorUnits: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let pounds = try container.decode(Decimal.self)
        var pence = pounds * 100
        var rounded = Decimal()
        NSDecimalRound(&rounded, &pence, 0, .plain)
        // 10^13 pence is far above any price; the bound keeps the Int conversion exact.
        guard rounded >= 0, rounded < Decimal(10_000_000_000_000) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "price \(pounds) is not a plausible amount")
        }
        minorUnits = NSDecimalNumber(decimal: rounded).intValue
    }

    func money() -> ProductsMoney {
        ProductsMoney(minorUnits: minorUnits, currencyCode: "GBP")
    }
}
