/// Fetches every car offer. The presenter depends on this, not on HTTP; ``GuidomiaService`` is the real one.
public protocol CarOffersLoading: Sendable {
    func loadOffers() async throws(GuidomiaError) -> [CarOffer]
}
