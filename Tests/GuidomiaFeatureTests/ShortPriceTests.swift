import Testing

@testable import GuidomiaFeature

@Suite("Prices in short form")
struct ShortPriceTests {
    @Test(arguments: [
        (120_000.0, "120k"), (65_000, "65k"), (55_900, "55.9k"), (85_900, "85.9k"), (55_960, "56k"),
        (55_950, "56k"), (55_940, "55.9k"), (1_000, "1k"), (999.6, "1k"), (999, "999"), (0, "0"),
        (1_250_000, "1.3M"), (2_000_000, "2M"), (999_960, "1M"), (-65_000, "-65k"),
    ])
    func pricesAreShortened(price: Double, expected: String) {
        #expect(ShortPrice.text(for: price) == expected)
    }

    @Test func aPriceThatIsNotANumberShowsAQuestionMark() {
        #expect(ShortPrice.text(for: .nan) == "?")
        #expect(ShortPrice.text(for: .infinity) == "?")
    }
}
