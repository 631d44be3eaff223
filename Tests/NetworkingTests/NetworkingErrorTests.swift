import Foundation
import Networking
import Testing

@Suite struct NetworkingErrorTests {
    private static let url = URL(string: "https://pokeapi.co/api/v2/pokemon/25/")!

    @Test(arguments: [
        (
            NetworkingError.noConnection(url: url, reason: "the connection was refused"),
            "cannot reach https://pokeapi.co/api/v2/pokemon/25/: the connection was refused"
        ),
        (.timedOut(url: url), "https://pokeapi.co/api/v2/pokemon/25/ did not answer in time"),
        (.cancelled, "the request was cancelled"),
        (.httpStatus(503, url: url, body: Data()), "https://pokeapi.co/api/v2/pokemon/25/ answered HTTP 503"),
        (
            .undecodableBody(endpoint: "GET /x", reason: "missing key 'id' at the top level"),
            "unexpected response from GET /x: missing key 'id' at the top level"
        ),
        (
            .graphQL(endpoint: "POST /graphql (Launches)", messages: ["a", "b"]),
            "POST /graphql (Launches) answered with GraphQL errors: a; b"
        ),
    ])
    func describesWhatWentWrongAndWhere(error: NetworkingError, expected: String) {
        #expect(error.description == expected)
        #expect(error.localizedDescription == expected)
    }

    @Test func connectivityFailuresAreThoseACachedCopyMayReplace() {
        #expect(NetworkingError.noConnection(url: Self.url, reason: "x").isConnectivityFailure)
        #expect(NetworkingError.timedOut(url: Self.url).isConnectivityFailure)
        #expect(NetworkingError.httpStatus(500, url: Self.url, body: Data()).isConnectivityFailure)
        #expect(!NetworkingError.httpStatus(404, url: Self.url, body: Data()).isConnectivityFailure)
        #expect(!NetworkingError.cancelled.isConnectivityFailure)
        #expect(!NetworkingError.undecodableBody(endpoint: "e", reason: "r").isConnectivityFailure)
        #expect(!NetworkingError.graphQL(endpoint: "e", messages: []).isConnectivityFailure)
    }

    @Test func onlyA404IsNotFound() {
        #expect(NetworkingError.httpStatus(404, url: Self.url, body: Data()).isNotFound)
        #expect(!NetworkingError.httpStatus(410, url: Self.url, body: Data()).isNotFound)
        #expect(!NetworkingError.timedOut(url: Self.url).isNotFound)
        #expect(NetworkingError.timedOut(url: Self.url).statusCode == nil)
    }
}
