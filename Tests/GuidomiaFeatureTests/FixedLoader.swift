import GuidomiaFeature

/// A loader that answers with a fixed result.
struct FixedLoader: CarOffersLoading {
    var result: Result<[CarOffer], GuidomiaError>

    func loadOffers() async throws(GuidomiaError) -> [CarOffer] {
        try result.get()
    }
}
