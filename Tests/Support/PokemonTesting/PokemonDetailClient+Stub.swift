import FoundationTesting
public import PokemonDetailFeature

extension PokemonDetailClient {
    /// Fails the test at any call: what a test starts from when it expects no request.
    public static let unimplemented = stub()

    /// A client answering with the closures given; an endpoint not given fails the test that
    /// calls it, naming the endpoint.
    public static func stub(
        detail: (@Sendable (PokemonIdentifier) async throws(PokemonDetailError) -> StoredDetail)? = nil
    ) -> Self {
        let unstubbedDetail: @Sendable (PokemonIdentifier) async throws(PokemonDetailError) -> StoredDetail = {
            _ throws(PokemonDetailError) in
            throw .badResponse(FoundationTesting.unimplemented("PokemonDetailClient.detail"))
        }
        return Self(detail: detail ?? unstubbedDetail)
    }
}
