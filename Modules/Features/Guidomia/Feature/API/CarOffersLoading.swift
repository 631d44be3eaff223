/// Fetches every car offer. The presenter depends on this, not on HTTP.
public protocol CarOffersLoading: Sendable {
    func loadOffers() async throws(GuidomiaError) -> [CarOffer]
}
