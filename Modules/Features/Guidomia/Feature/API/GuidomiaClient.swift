/// What the presenter asks of the car list, in the feature's own model: every offer. A value of
/// a closure, so a test states the offers it needs; ``live(_:)`` answers through ``GuidomiaService``.
public struct GuidomiaClient: Sendable {
    public let offers: @Sendable () async throws(GuidomiaError) -> [CarOffer]

    public init(offers: @escaping @Sendable () async throws(GuidomiaError) -> [CarOffer]) {
        self.offers = offers
    }

    public static func live(_ service: GuidomiaService) -> Self {
        Self(offers: service.loadOffers)
    }
}
