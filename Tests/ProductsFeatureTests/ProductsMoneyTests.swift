import Foundation
import Testing

@testable import ProductsFeature

@Suite struct ProductsMoneyTests {
    private func pounds(_ pence: Int) -> ProductsMoney {
        ProductsMoney(minorUnits: pence, currencyCode: "GBP")
    }

    @Test(arguments: [
        (125_050, "£1,250.50", "1250.50"), (5, "£0.05", "0.05"), (4500, "£45.00", "45.00"),
        (123_456_789, "£1,234,567.89", "1234567.89"), (99_900, "£999.00", "999.00"),
    ])
    func formatsPoundsWithGroupingAndTwoPlaces(minorUnits: Int, text: String, decimal: String) {
        let money = pounds(minorUnits)
        #expect(money.formatted == text)
        #expect(money.decimalString == decimal)
    }

    @Test(arguments: [("45", 4500), ("973.5", 97350), ("19.99", 1999), ("0.1", 10), ("1743.50", 174_350)])
    func decodesAPIAmountsIntoExactPence(json: String, pence: Int) throws {
        let amount = try JSONDecoder().decode(AmountDTO.self, from: Data(json.utf8))
        #expect(amount.minorUnits == pence)
    }

    @Test(arguments: ["-5", "\"45\"", "1e20"])
    func refusesAmountsThatAreNotPrices(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AmountDTO.self, from: Data(json.utf8))
        }
    }

    @Test func aDiscountEqualToTheFullPriceIsNoDiscount() {
        let price = ProductPrice(full: pounds(4500), discounted: pounds(4500))
        #expect(price.discounted == nil)
        #expect(price.current == pounds(4500))
    }

    @Test func showsTheDiscountedPriceOnlyWhenDiscountsAreShown() {
        let price = ProductPrice(full: pounds(139_000), discounted: pounds(97_350))
        let shown = PriceDisplay(price, showDiscounts: true)
        #expect(shown.text == "£973.50 (was £1,390.00)")
        #expect(shown.discounted == pounds(97_350))
        let hidden = PriceDisplay(price, showDiscounts: false)
        #expect(hidden.text == "£1,390.00")
        #expect(hidden.discounted == nil)
    }
}
