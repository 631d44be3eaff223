public import Foundation
public import Networking
public import Testing

/// Behaviour every ``Networking/HTTPClient`` adapter must share, as reusable Swift Testing checks.
///
/// Give it a client and two endpoints that client can reach: one that answers 200 with a known
/// body and one that answers 404. Then run each ``Check`` as its own test case:
///
/// ```swift
/// @Test(arguments: HTTPClientContract.Check.allCases)
/// func honoursTheHTTPClientContract(_ check: HTTPClientContract.Check) async throws {
///     let contract = HTTPClientContract(
///         client: OfflineHTTPClient(),
///         okURL: URL(string: "https://pokeapi.co/api/v2/pokemon/25/")!,
///         okBody: try Data(contentsOf: fixtureURL),
///         notFoundURL: URL(string: "https://pokeapi.co/api/v2/pokemon/999999/")!
///     )
///     await contract.verify(check)
/// }
/// ```
///
/// Failures are recorded with `#expect` against the calling test, at the caller's source location.
/// Guarantees about cancellation are deliberately weak here (see ``Check/cancelledCallerGetsCancelledOrACompleteResponse``)
/// because a client that answers from memory may finish before it notices; a network adapter
/// should additionally test that cancellation interrupts a slow exchange.
public struct HTTPClientContract: Sendable {
    /// One guarantee of the contract.
    public enum Check: String, Sendable, CaseIterable, CustomTestStringConvertible {
        /// A 200 comes back as a successful response whose body is exactly the server's.
        case successReturnsTheBodyIntact
        /// A 404 comes back as a response, not as a thrown error.
        case notFoundIsReturnedNotThrown
        /// `data(for:)` turns the 404 into ``Networking/NetworkingError/httpStatus(_:url:body:)`` for that URL.
        case dataForThrowsHTTPStatusForNotFound
        /// `decode` reads the 200 body (when it is JSON) and names the endpoint when it is not what was asked for.
        case decodeNamesTheEndpointWhenTheShapeIsWrong
        /// Asking twice gives the same answer: nothing is consumed or cached wrongly.
        case repeatedRequestsGiveTheSameAnswer
        /// Concurrent requests from many tasks all get their own complete answer.
        case concurrentRequestsAllSucceed
        /// A caller whose task is already cancelled gets ``Networking/NetworkingError/cancelled`` or the
        /// complete response, never another error.
        case cancelledCallerGetsCancelledOrACompleteResponse

        /// The check's name in test reports.
        public var testDescription: String { rawValue }
    }

    /// The client under test.
    public var client: any HTTPClient
    /// A URL the client answers with 200 and ``okBody``.
    public var okURL: URL
    /// The exact body expected from ``okURL``.
    public var okBody: Data
    /// A URL the client answers with 404.
    public var notFoundURL: URL

    /// Creates a contract for `client`.
    public init(client: any HTTPClient, okURL: URL, okBody: Data, notFoundURL: URL) {
        self.client = client
        self.okURL = okURL
        self.okBody = okBody
        self.notFoundURL = notFoundURL
    }

    /// Runs one check, recording failures against the current test.
    public func verify(_ check: Check, sourceLocation: SourceLocation = #_sourceLocation) async {
        switch check {
        case .successReturnsTheBodyIntact: await successReturnsTheBodyIntact(sourceLocation)
        case .notFoundIsReturnedNotThrown: await notFoundIsReturnedNotThrown(sourceLocation)
        case .dataForThrowsHTTPStatusForNotFound: await dataForThrowsHTTPStatusForNotFound(sourceLocation)
        case .decodeNamesTheEndpointWhenTheShapeIsWrong: await decodeNamesTheEndpoint(sourceLocation)
        case .repeatedRequestsGiveTheSameAnswer: await repeatedRequestsGiveTheSameAnswer(sourceLocation)
        case .concurrentRequestsAllSucceed: await concurrentRequestsAllSucceed(sourceLocation)
        case .cancelledCallerGetsCancelledOrACompleteResponse: await cancelledCaller(sourceLocation)
        }
    }

    private func successReturnsTheBodyIntact(_ location: SourceLocation) async {
        do {
            let response = try await client.send(HTTPRequest(url: okURL))
            #expect(response.statusCode == 200, "GET \(okURL)", sourceLocation: location)
            #expect(response.isSuccess, sourceLocation: location)
            #expect(response.body == okBody, "body of GET \(okURL) differs", sourceLocation: location)
        } catch {
            Issue.record("GET \(okURL) threw \(error)", sourceLocation: location)
        }
    }

    private func notFoundIsReturnedNotThrown(_ location: SourceLocation) async {
        do {
            let response = try await client.send(HTTPRequest(url: notFoundURL))
            #expect(response.statusCode == 404, "GET \(notFoundURL)", sourceLocation: location)
            #expect(!response.isSuccess, sourceLocation: location)
        } catch {
            Issue.record("GET \(notFoundURL) threw \(error) instead of returning the 404", sourceLocation: location)
        }
    }

    private func dataForThrowsHTTPStatusForNotFound(_ location: SourceLocation) async {
        do {
            let body = try await client.data(for: HTTPRequest(url: notFoundURL))
            Issue.record("data(for:) returned \(body.count) bytes for a 404", sourceLocation: location)
        } catch {
            #expect(error.statusCode == 404, "\(error)", sourceLocation: location)
            #expect(error.isNotFound, sourceLocation: location)
            if case .httpStatus(_, let url, _) = error {
                #expect(url == notFoundURL, sourceLocation: location)
            }
        }
    }

    private func decodeNamesTheEndpoint(_ location: SourceLocation) async {
        let request = HTTPRequest(url: okURL)
        do {
            _ = try await client.decode(ShapeNoEndpointHas.self, from: request)
            Issue.record("decoding an impossible shape succeeded", sourceLocation: location)
        } catch {
            guard case .undecodableBody(let endpoint, let reason) = error else {
                Issue.record("expected .undecodableBody, got \(error)", sourceLocation: location)
                return
            }
            #expect(endpoint == request.endpointDescription, sourceLocation: location)
            #expect(!reason.isEmpty, sourceLocation: location)
        }
    }

    private func repeatedRequestsGiveTheSameAnswer(_ location: SourceLocation) async {
        do {
            let first = try await client.send(HTTPRequest(url: okURL))
            let second = try await client.send(HTTPRequest(url: okURL))
            #expect(first.statusCode == second.statusCode, sourceLocation: location)
            #expect(first.body == second.body, sourceLocation: location)
            #expect(second.body == okBody, sourceLocation: location)
        } catch {
            Issue.record("GET \(okURL) threw \(error)", sourceLocation: location)
        }
    }

    private func concurrentRequestsAllSucceed(_ location: SourceLocation) async {
        let client = client
        let request = HTTPRequest(url: okURL)
        let bodies = await withTaskGroup(of: Data?.self) { group in
            for _ in 0..<8 {
                group.addTask { try? await client.send(request).body }
            }
            return await group.reduce(into: [Data?]()) { $0.append($1) }
        }
        #expect(bodies.count == 8, sourceLocation: location)
        #expect(bodies.allSatisfy { $0 == okBody }, "some concurrent GETs failed or differ", sourceLocation: location)
    }

    private func cancelledCaller(_ location: SourceLocation) async {
        let client = client
        let request = HTTPRequest(url: okURL)
        let task = Task { try await client.send(request) }
        task.cancel()
        switch await task.result {
        case .success(let response):
            #expect(response.body == okBody, "a cancelled caller got a partial response", sourceLocation: location)
        case .failure(let error):
            #expect(
                error as? NetworkingError == .cancelled, "a cancelled caller got \(error)", sourceLocation: location)
        }
    }
}

/// A shape no real endpoint body has, so decoding any 200 body as it must fail.
private struct ShapeNoEndpointHas: Decodable {
    var keyNoEndpointReturnsE3b0c442: [Int]
}
