import Testing

@testable import GuidomiaFeature

@Suite("Mapping the wire format to offers")
struct CarOfferMapperTests {
    private func dto(rating: Int = 3, pros: [String] = [], cons: [String] = []) -> CarOfferDTO {
        CarOfferDTO(
            consList: cons, customerPrice: 1, make: " Alpine ", marketPrice: 2, model: "Roadster\n", prosList: pros,
            rating: rating)
    }

    @Test func emptyAndBlankEntriesAreDroppedAndTheRestTrimmed() {
        let offer = CarOfferMapper.offer(from: dto(pros: ["", " Fast ", "  "], cons: ["", ""]))
        #expect(offer.pros == ["Fast"])
        #expect(offer.cons == [])
        #expect(offer.make == "Alpine")
        #expect(offer.model == "Roadster")
        #expect(offer.customerPrice == 1)
        #expect(offer.marketPrice == 2)
    }

    @Test(arguments: [(0, 1), (-3, 1), (1, 1), (5, 5), (9, 5), (4, 4)])
    func ratingsOutsideOneToFiveAreClamped(given: Int, expected: Int) {
        #expect(CarOfferMapper.offer(from: dto(rating: given)).rating == expected)
    }
}
