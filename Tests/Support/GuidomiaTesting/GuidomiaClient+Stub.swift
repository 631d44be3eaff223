import FoundationTesting
public import GuidomiaFeature

extension GuidomiaClient {
    /// Fails the test at any call: what a test starts from when it expects no request.
    public static let unimplemented = stub()

    /// A client answering with the closures given; an endpoint not given fails the test that calls it, by name.
    public static func stub(
        offers: (@Sendable () async throws(GuidomiaError) -> [CarOffer])? = nil
    ) -> Self {
        let unstubbedOffers: @Sendable () async throws(GuidomiaError) -> [CarOffer] = { () throws(GuidomiaError) in
            throw .failed(FoundationTesting.unimplemented("GuidomiaClient.offers"))
        }
        return Self(offers: offers ?? unstubbedOffers)
    }
}
