import DealershipFeature
import Testing

@Suite("DealershipMoney")
struct DealershipMoneyTests {
    @Test(arguments: [
        (14715, "$147.15"), (0, "$0.00"), (5, "$0.05"), (100, "$1.00"), (123_456_789, "$1,234,567.89"),
        (-250, "-$2.50"),
    ])
    func formatsIntegerCentsAsDollars(cents: Int, text: String) {
        #expect(DealershipMoney(minorUnits: cents, currencyCode: "USD").formatted == text)
    }

    @Test func namesACurrencyWithoutASymbolByItsCode() {
        #expect(DealershipMoney(minorUnits: 300, currencyCode: "EUR").formatted == "EUR 3.00")
        #expect(DealershipMoney(minorUnits: -5, currencyCode: "EUR").decimalString == "-0.05")
    }

    @Test func ordersByCents() {
        #expect(
            DealershipMoney(minorUnits: 2370, currencyCode: "USD")
                < DealershipMoney(minorUnits: 14715, currencyCode: "USD"))
    }
}
