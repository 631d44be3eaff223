/// Turns the wire format into the feature's model, repairing what the real file gets wrong.
enum CarOfferMapper {
    static let ratingRange = 1...5

    static func offer(from dto: CarOfferDTO) -> CarOffer {
        CarOffer(
            make: dto.make.trimmingWhitespace,
            model: dto.model.trimmingWhitespace,
            customerPrice: dto.customerPrice,
            marketPrice: dto.marketPrice,
            rating: min(max(dto.rating, ratingRange.lowerBound), ratingRange.upperBound),
            pros: nonEmpty(dto.prosList),
            cons: nonEmpty(dto.consList)
        )
    }

    /// The real `car_list.json` has `""` entries in its lists; they would render as empty bullets.
    static func nonEmpty(_ entries: [String]) -> [String] {
        entries.map(\.trimmingWhitespace).filter { !$0.isEmpty }
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
