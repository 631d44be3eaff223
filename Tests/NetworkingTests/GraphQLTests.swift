import Foundation
import Networking
import NetworkingTesting
import Testing

@Suite struct GraphQLTests {
    private struct Launches: Decodable, Equatable {
        struct Launch: Decodable, Equatable { var id: String }
        var launches: [Launch]
    }

    private static let endpoint = URL(string: "https://spacex.example/graphql")!
    private let operation = GraphQLRequest(
        query: "query Launches($limit: Int) { launches(limit: $limit) { id } }",
        variables: ["limit": 2],
        operationName: "Launches"
    )

    private func run(answering response: HTTPResponse) async -> Result<Launches, NetworkingError> {
        let stub = RecordingHTTPClient { _ in response }
        do {
            return .success(try await stub.graphQL(operation, at: Self.endpoint, returning: Launches.self))
        } catch {
            return .failure(error)
        }
    }

    @Test func decodesTheDataMember() async throws {
        let result = await run(answering: .json(#"{"data":{"launches":[{"id":"a"},{"id":"b"}]}}"#))
        #expect(try result.get() == Launches(launches: [.init(id: "a"), .init(id: "b")]))
    }

    /// Errors in a 200 throw even beside data; neither is undecodable; a non-2xx is a status error.
    @Test(arguments: [
        (
            HTTPResponse.json(
                #"{"data":{"launches":[]},"errors":[{"message":"rate limited"},{"message":"try later"}]}"#),
            NetworkingError.graphQL(endpoint: "POST \(endpoint) (Launches)", messages: ["rate limited", "try later"])
        ),
        (
            .json("{}"),
            .undecodableBody(
                endpoint: "POST \(endpoint) (Launches)", reason: "the response has neither data nor errors")
        ),
        (
            .json(#"{"errors":[{"message":"boom"}]}"#, status: 500),
            .httpStatus(500, url: endpoint, body: Data(#"{"errors":[{"message":"boom"}]}"#.utf8))
        ),
    ])
    func aFailedAnswerIsThrownAsWhatWentWrong(response: HTTPResponse, expected: NetworkingError) async {
        let result = await run(answering: response)
        #expect(throws: expected) { try result.get() }
    }

    @Test func postsQueryVariablesAndOperationNameAsJSON() async throws {
        let stub = RecordingHTTPClient { _ in .json(#"{"data":{"launches":[]}}"#) }
        _ = try await stub.graphQL(operation, at: Self.endpoint, returning: Launches.self)

        let sent = try #require(stub.requests.first)
        #expect(sent.method == .post)
        #expect(sent.url == Self.endpoint)
        #expect(sent.headers["Content-Type"] == "application/json")
        let body = try JSONDecoder().decode(JSONValue.self, from: try #require(sent.body))
        #expect(
            body == [
                "query": .string(operation.query),
                "variables": ["limit": 2],
                "operationName": "Launches",
            ]
        )
    }

    @Test func anUnnamedOperationIsReportedByItsEndpointAlone() async {
        let stub = RecordingHTTPClient { _ in .json(#"{"errors":[{"message":"bad"}]}"#) }
        await #expect(throws: NetworkingError.graphQL(endpoint: "POST \(Self.endpoint)", messages: ["bad"])) {
            _ = try await stub.graphQL(GraphQLRequest(query: "{ x }"), at: Self.endpoint, returning: Launches.self)
        }
    }
}
