import Testing

@testable import GuidomiaFeature

@Suite("Offers as rows")
struct OfferRowMapperTests {
    private let mapper = OfferRowMapper(strings: .english)

    private func offer(pros: [String], cons: [String]) -> CarOffer {
        CarOffer(
            make: "BMW", model: "3300i", customerPrice: 65000, marketPrice: 55900, rating: 5, pros: pros, cons: cons)
    }

    @Test func aRowCarriesDisplayReadyText() {
        let row = mapper.row(for: offer(pros: ["Safe"], cons: ["Divorce"]), id: 2, isExpanded: true)
        #expect(row.id == 2)
        #expect(row.title == "BMW 3300i")
        #expect(row.shortPrice == "65k")
        #expect(row.shortMarketPrice == "55.9k")
        #expect(row.priceText == "Price: 65k")
        #expect(row.marketPriceText == "Market price: 55.9k")
        #expect(row.stars == "★★★★★")
        #expect(row.isExpanded)
        #expect(
            row.sections == [
                GuidomiaBulletSection(title: "Pros", items: ["Safe"]),
                GuidomiaBulletSection(title: "Cons", items: ["Divorce"]),
            ])
    }

    @Test func anOfferWithoutProsHasNoProsSectionAndOneWithoutEitherHasNone() {
        let row = mapper.row(for: offer(pros: [], cons: ["Wheel"]), id: 0, isExpanded: false)
        #expect(row.sections == [GuidomiaBulletSection(title: "Cons", items: ["Wheel"])])
        #expect(row.pros.isEmpty)
        #expect(!row.isExpanded)
        #expect(mapper.row(for: offer(pros: [], cons: []), id: 0, isExpanded: true).sections.isEmpty)
    }
}
