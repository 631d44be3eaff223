/// The presenter's car list: every offer, by a closure a test can state; ``live(_:)`` uses ``GuidomiaService``.
public struct GuidomiaClient: Sendable {
    public let offers: @Sendable () async throws(GuidomiaError) -> [CarOffer]

    public init(offers: @escaping @Sendable () async throws(GuidomiaError) -> [CarOffer]) {
        self.offers = offers
    }

    public static func live(_ service: GuidomiaService) -> Self {
        Self(offers: service.loadOffers)
    }
}
