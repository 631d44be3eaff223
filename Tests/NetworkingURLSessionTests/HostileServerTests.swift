import Foundation
import LoopbackTesting
import Networking
import NetworkingURLSession
import Testing

/// Each ``HostileMode`` ends in the error naming its cause; a 1 MB body limit cuts long bodies off early.
@Suite struct HostileServerTests {
    static let limit = 1_000_000

    static func client(timeout: Duration = .seconds(60)) -> URLSessionHTTPClient {
        URLSessionHTTPClient(
            configuration: .init(
                requestTimeout: timeout, retryPolicy: QuickClients.quickRetries, maximumBodyBytes: limit))
    }

    static func exchange(
        _ mode: HostileMode, timeout: Duration = .seconds(60)
    ) async throws -> (Result<HTTPResponse, NetworkingError>, [LoopbackRequest], URL) {
        try await LoopbackHTTPServer.run {
            mode.response(to: $0)
        } operation: { server in
            let url = server.baseURL.appending(path: "api/thing")
            let result: Result<HTTPResponse, NetworkingError>
            do throws(NetworkingError) {
                result = .success(try await client(timeout: timeout).send(HTTPRequest(url: url)))
            } catch {
                result = .failure(error)
            }
            return (result, server.requests, url)
        }
    }

    @Test(arguments: HostileMode.hostileBodies)
    func aBodyPastTheLimitFailsNamingTheLimit(_ mode: HostileMode) async throws {
        let (result, _, url) = try await Self.exchange(mode)
        #expect(throws: NetworkingError.bodyTooLarge(url: url, limit: Self.limit)) { try result.get() }
        #expect(
            NetworkingError.bodyTooLarge(url: url, limit: Self.limit).description
                == "\(url.absoluteString) answered more than 1 MB; Mosaic stops reading there")
    }

    @Test func aBodyJustUnderTheLimitArrivesWhole() async throws {
        let body = Data(repeating: UInt8(ascii: "a"), count: Self.limit)
        try await LoopbackHTTPServer.run { _ in
            LoopbackResponse(body: body, delivery: .untilClose)
        } operation: { server in
            let response = try await Self.client().send(HTTPRequest(url: server.baseURL))
            #expect(response.body == body)
        }
    }

    @Test func gzipIsAskedForAndInflatedBeforeItIsCounted() async throws {
        // 20 MB of zeros in about 130 kB: under the limit as sent, over it once inflated.
        let bomb = HostileBody.gzipBomb(inflatedBytes: 20_000_000)
        try await LoopbackHTTPServer.run { _ in
            LoopbackResponse(headers: ["Content-Encoding": "gzip"], body: bomb)
        } operation: { server in
            await #expect(throws: NetworkingError.bodyTooLarge(url: server.baseURL, limit: Self.limit)) {
                try await Self.client().send(HTTPRequest(url: server.baseURL))
            }
            let encodings = server.requests.first?.value(forHeader: "Accept-Encoding") ?? ""
            #expect(encodings.contains("gzip"), "libcurl no longer asks for gzip: \(encodings)")
        }
    }

    @Test func aRedirectLoopEndsAfterFiveRedirects() async throws {
        let (result, requests, url) = try await Self.exchange(.redirectLoop)
        #expect(
            throws: NetworkingError.invalidResponse(
                url: url, reason: "it redirected more than 5 times (a redirect loop?)")
        ) { try result.get() }
        #expect(requests.count == 6)
    }

    /// Gzip that does not inflate, and an answer without a status line: invalid, not an unreachable URL.
    @Test(arguments: [
        (HostileMode.gzipGarbage, "cannot be decompressed"), (.notHTTP, "does not start with an HTTP status line"),
    ])
    func anAnswerThatIsNotHTTPIsAnInvalidResponse(_ mode: HostileMode, reason: String) async throws {
        let (result, _, url) = try await Self.exchange(mode)
        guard case .failure(.invalidResponse(url, let described)) = result else {
            Issue.record("expected .invalidResponse, got \(result)")
            return
        }
        #expect(described.contains(reason), "\(described)")
    }

    @Test(arguments: [HostileMode.slowDrip, .neverAnswers])
    func aServerThatDoesNotFinishTimesOut(_ mode: HostileMode) async throws {
        let (result, _, url) = try await Self.exchange(mode, timeout: .milliseconds(700))
        #expect(throws: NetworkingError.timedOut(url: url)) { try result.get() }
    }

    /// libcurl reports a short body as a lost connection: `.noConnection`, which a cached copy may stand in for.
    @Test(arguments: [HostileMode.truncatedBody, .resetMidBody])
    func aBodyCutShortIsABrokenConnectionAfterRetries(_ mode: HostileMode) async throws {
        let (result, requests, url) = try await Self.exchange(mode)
        guard case .failure(.noConnection(let failedURL, let reason)) = result else {
            Issue.record("expected .noConnection, got \(result)")
            return
        }
        #expect(failedURL == url)
        #expect(!reason.isEmpty)
        #expect(requests.count == QuickClients.quickRetries.maxAttempts)
    }

    @Test func noContentComesBackEmpty() async throws {
        let (result, _, _) = try await Self.exchange(.noContent)
        let response = try result.get()
        #expect(response.statusCode == 204)
        #expect(response.body.isEmpty)
    }

    /// Each attempt up to the policy's limit, then the last answer as a response, body intact.
    @Test(arguments: [(HostileMode.serverError, 500), (.tooManyRequests, 429)])
    func statusesWorthRetryingAreRetriedThenReturned(_ mode: HostileMode, status: Int) async throws {
        let (result, requests, _) = try await Self.exchange(mode)
        let response = try result.get()
        #expect(response.statusCode == status)
        #expect(response.body == mode.response(to: try #require(requests.first)).body)
        #expect(requests.count == QuickClients.quickRetries.maxAttempts)
    }
}
