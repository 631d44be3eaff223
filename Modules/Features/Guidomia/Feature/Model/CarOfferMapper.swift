/// Turns the wire format into the feature's model, repairing what the real file gets wrong.
enum CarOfferMapper {
    static func offer(from dto: CarOfferDTO) -> CarOffer {
        CarOffer(
            make: trimmed(dto.make),
            model: trimmed(dto.model),
            customerPrice: dto.customerPrice,
            marketPrice: dto.marketPrice,
            rating: min(max(dto.rating, 1), 5),
            pros: nonEmpty(dto.prosList),
            cons: nonEmpty(dto.consList)
        )
    }

    /// The real `car_list.json` has `""` entries in its lists; they would render as empty bullets.
    static func nonEmpty(_ entries: [String]) -> [String] {
        entries.map(trimmed).filter { !$0.isEmpty }
    }

    static func trimmed(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
