import FoundationTesting
public import PokemonListFeature

extension PokemonListClient {
    /// Fails the test at any call: what a test starts from when it expects no request.
    public static let unimplemented = stub()

    /// A client answering with the closures given; an endpoint not given fails the test that
    /// calls it, naming the endpoint.
    public static func stub(
        page: (@Sendable (Int, Int) async throws(PokemonListError) -> PokemonListPage)? = nil,
        reconnect: (@Sendable () async -> Void)? = nil
    ) -> Self {
        let unstubbedPage: @Sendable (Int, Int) async throws(PokemonListError) -> PokemonListPage = {
            _, _ throws(PokemonListError) in
            throw .badResponse(FoundationTesting.unimplemented("PokemonListClient.page"))
        }
        let unstubbedReconnect: @Sendable () async -> Void = {
            _ = FoundationTesting.unimplemented("PokemonListClient.reconnect")
        }
        return Self(page: page ?? unstubbedPage, reconnect: reconnect ?? unstubbedReconnect)
    }
}
