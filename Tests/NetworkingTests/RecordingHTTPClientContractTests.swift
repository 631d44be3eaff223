import Foundation
import Networking
import NetworkingTesting
import Testing

/// Keeps the recording client honest: features are tested against it, so it must behave like the real adapters.
@Suite struct RecordingHTTPClientContractTests {
    @Test(arguments: HTTPClientContract.Check.allCases)
    func honoursTheHTTPClientContract(_ check: HTTPClientContract.Check) async throws {
        let okBody = Data(#"{"id":25,"name":"pikachu"}"#.utf8)
        let contract = HTTPClientContract(
            client: RecordingHTTPClient(routes: ["/api/v2/pokemon/25/": .json(okBody)]),
            okURL: try #require(URL(string: "https://pokeapi.co/api/v2/pokemon/25/")),
            okBody: okBody,
            notFoundURL: try #require(URL(string: "https://pokeapi.co/api/v2/pokemon/0/"))
        )
        await contract.verify(check)
    }
}

/// The contract is only worth running if it catches a client that breaks it.
@Suite struct HTTPClientContractDetectsViolationsTests {
    private let okURL = URL(string: "https://api.example.com/ok")!
    private let notFoundURL = URL(string: "https://api.example.com/missing")!

    private func contract(_ client: RecordingHTTPClient) -> HTTPClientContract {
        HTTPClientContract(client: client, okURL: okURL, okBody: Data("ok".utf8), notFoundURL: notFoundURL)
    }

    @Test func flagsAClientThatThrowsForA404() async {
        let throwing = RecordingHTTPClient { request throws(NetworkingError) in
            guard request.url != notFoundURL else { throw .httpStatus(404, url: request.url, body: Data()) }
            return HTTPResponse(statusCode: 200, body: Data("ok".utf8))
        }
        await withKnownIssue {
            await contract(throwing).verify(.notFoundIsReturnedNotThrown)
        }
    }

    @Test func flagsAClientThatAltersTheBody() async {
        let truncating = RecordingHTTPClient { request in
            HTTPResponse(statusCode: request.url == okURL ? 200 : 404, body: Data("o".utf8))
        }
        await withKnownIssue {
            await contract(truncating).verify(.successReturnsTheBodyIntact)
        }
    }

    @Test func flagsAClientThatTurnsCancellationIntoAnotherError() async {
        let confused = RecordingHTTPClient { request throws(NetworkingError) in
            guard !Task.isCancelled else { throw .noConnection(url: request.url, reason: "cancelled") }
            return HTTPResponse(statusCode: 200, body: Data("ok".utf8))
        }
        await withKnownIssue {
            await contract(confused).verify(.cancelledCallerGetsCancelledOrACompleteResponse)
        }
    }
}
