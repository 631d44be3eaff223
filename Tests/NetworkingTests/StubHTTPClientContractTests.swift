import Foundation
import Networking
import NetworkingTesting
import Testing

/// Keeps the stub honest: features are tested against it, so it must behave like the real adapters.
@Suite struct StubHTTPClientContractTests {
    @Test(arguments: HTTPClientContract.Check.allCases)
    func stubHonoursTheHTTPClientContract(_ check: HTTPClientContract.Check) async throws {
        let okBody = Data(#"{"id":25,"name":"pikachu"}"#.utf8)
        let contract = HTTPClientContract(
            client: StubHTTPClient(routes: ["/api/v2/pokemon/25/": .json(okBody)]),
            okURL: try #require(URL(string: "https://pokeapi.co/api/v2/pokemon/25/")),
            okBody: okBody,
            notFoundURL: try #require(URL(string: "https://pokeapi.co/api/v2/pokemon/0/"))
        )
        await contract.verify(check)
    }
}
