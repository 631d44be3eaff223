struct OfferRowMapper {
    let strings: GuidomiaStrings

    func row(for offer: CarOffer, id: Int, isExpanded: Bool) -> GuidomiaOfferRow {
        let shortPrice = ShortPrice.text(for: offer.customerPrice)
        let shortMarketPrice = ShortPrice.text(for: offer.marketPrice)
        let sections = [
            GuidomiaBulletSection(title: strings.text(.pros), items: offer.pros),
            GuidomiaBulletSection(title: strings.text(.cons), items: offer.cons),
        ].filter { !$0.items.isEmpty }
        return GuidomiaOfferRow(
            id: id,
            make: offer.make,
            model: offer.model,
            title: "\(offer.make) \(offer.model)",
            customerPrice: offer.customerPrice,
            marketPrice: offer.marketPrice,
            shortPrice: shortPrice,
            shortMarketPrice: shortMarketPrice,
            priceText: strings.text(.price, shortPrice),
            marketPriceText: strings.text(.marketPrice, shortMarketPrice),
            rating: offer.rating,
            stars: StarRating.text(for: offer.rating),
            pros: offer.pros,
            cons: offer.cons,
            sections: sections,
            isExpanded: isExpanded
        )
    }
}
