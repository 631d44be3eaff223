import Foundation
import LoopbackTesting
import Networking
import NetworkingURLSession
import Testing

/// Two loopback origins: what a request carries beyond headers any origin may see never reaches the other, a
/// redirect within the origin keeps the request whole, and every refusal names what happened.
@Suite struct RedirectTests {
    static let statuses = [301, 302, 303, 307, 308]

    /// A request as Mosaic's services send one: each carries something given for its origin.
    struct Carrying: Sendable, CustomTestStringConvertible {
        let name: String
        let request: @Sendable (URL) -> HTTPRequest
        var testDescription: String { name }
    }

    static let carrying = [
        Carrying(name: "a bearer token") { HTTPRequest(url: $0, headers: ["Authorization": "Bearer s3cret"]) },
        Carrying(name: "Basic auth, in lower case") {
            HTTPRequest(url: $0, headers: ["authorization": "Basic d2stMTIzOg=="])
        },
        Carrying(name: "an X-API-Key") { HTTPRequest(url: $0, headers: ["X-API-Key": "k-1"]) },
        Carrying(name: "a header of any other name") { HTTPRequest(url: $0, headers: ["X-Tenant": "blue"]) },
        Carrying(name: "a body") {
            HTTPRequest(
                method: .post, url: $0, headers: ["Content-Type": "application/json"], body: Data(#"{"k":1}"#.utf8))
        },
        Carrying(name: "a body and credentials") {
            HTTPRequest(
                method: .post, url: $0, headers: ["Content-Type": "application/json", "Authorization": "Basic eA=="],
                body: Data(#"{"writeKey":"wk-123"}"#.utf8))
        },
    ]

    @Test(arguments: statuses, carrying)
    func whatARequestCarriesNeverReachesAnotherOrigin(status: Int, carrying: Carrying) async throws {
        try await Self.withTwoOrigins(first: status) { first, second in
            let url = first.baseURL.appending(path: "v1/batch")
            let result = await Self.send(carrying.request(url))

            #expect(second.requests.isEmpty, "the other origin was sent \(second.requests)")
            #expect(first.requests.count == 1)
            let target = second.baseURL.appending(path: "collect").absoluteString
            let reason =
                "it is another origin, and the request carries credentials or a body given for "
                + "127.0.0.1:\(first.port) alone"
            switch result {
            case .failure(let error):
                #expect(error == .redirectRefused(url: url, location: target, reason: reason))
                #expect(
                    error.description
                        == "\(url.absoluteString) redirected to \(target), which Mosaic does not follow: \(reason)")
            case .success(let response) where status == 303 && carrying.request(url).method != .get:
                // A 303 would resend it as a GET without its body: the 303 is the answer.
                #expect(response.statusCode == 303)
            default:
                Issue.record("expected the redirect to be refused, got \(result)")
            }
        }
    }

    /// A GET with only `Accept` and `User-Agent`, which any origin may see, follows as it would to a CDN.
    @Test(arguments: statuses)
    func aRequestWithOnlyHeadersAnyOriginMaySeeIsFollowedThere(status: Int) async throws {
        try await Self.withTwoOrigins(first: status) { first, second in
            let result = await Self.send(
                HTTPRequest(
                    url: first.baseURL.appending(path: "sprite.png"),
                    headers: ["Accept": "image/png", "User-Agent": "mosaic/1"]))

            #expect(try result.get().statusCode == 200)
            let followed = try #require(second.requests.first)
            #expect(followed.method == "GET")
            #expect(followed.value(forHeader: "Accept") == "image/png")
            #expect(followed.value(forHeader: "Authorization") == nil)
        }
    }

    /// Method, credentials and body, also on a 301 or 302, which RFC 9110 lets a client follow unchanged.
    @Test(arguments: [301, 302, 307, 308])
    func aRedirectWithinTheOriginResendsTheWholeRequest(status: Int) async throws {
        let body = Data(#"{"batch":[{"event":"launch_viewed"}],"writeKey":"wk-123"}"#.utf8)
        try await LoopbackHTTPServer.run { request in
            request.path == "/old"
                ? LoopbackResponse(status: status, headers: ["Location": "/new"]) : .json(#"{"success":true}"#)
        } operation: { server in
            let response = try await Self.client.send(
                HTTPRequest(
                    method: .post, url: server.baseURL.appending(path: "old"),
                    headers: ["Content-Type": "application/json", "Authorization": "Basic d2stMTIzOg=="], body: body))

            #expect(response.statusCode == 200)
            #expect(server.requests.map(\.path) == ["/old", "/new"])
            let resent = try #require(server.requests.last)
            #expect(resent.method == "POST")
            #expect(resent.body == body)
            #expect(resent.value(forHeader: "Authorization") == "Basic d2stMTIzOg==")
        }
    }

    /// Schemes are case-insensitive (RFC 3986 §3.1): `HTTP://` is the same origin as `http://`, and followed.
    @Test(arguments: ["HTTP", "Http", "hTTp"])
    func aLocationsSchemeIsReadWhateverItsCase(_ scheme: String) async throws {
        try await LoopbackHTTPServer.run { request in
            request.path == "/old"
                ? LoopbackResponse(
                    status: 302, headers: ["Location": "\(scheme)://\(request.value(forHeader: "Host") ?? "")/new"])
                : .json(#"{"success":true}"#)
        } operation: { server in
            let response = try await Self.client.send(
                HTTPRequest(url: server.baseURL.appending(path: "old"), headers: ["Authorization": "Bearer s3cret"]))

            #expect(response.statusCode == 200)
            #expect(server.requests.map(\.path) == ["/old", "/new"])
            #expect(server.requests.last?.value(forHeader: "Authorization") == "Bearer s3cret")
        }
    }

    /// "The answer is over there, by GET": a POST gets the 303 back, since following would drop its body.
    @Test func aSeeOtherIsFollowedByAGetOnlyForAGet() async throws {
        try await LoopbackHTTPServer.run { request in
            request.path == "/old" ? LoopbackResponse(status: 303, headers: ["Location": "/new"]) : .json("{}")
        } operation: { server in
            let get = try await Self.client.send(HTTPRequest(url: server.baseURL.appending(path: "old")))
            let post = try await Self.client.send(
                HTTPRequest(method: .post, url: server.baseURL.appending(path: "old"), body: Data("{}".utf8)))

            #expect(get.statusCode == 200)
            #expect(post.statusCode == 303)
            #expect(server.requests.map { "\($0.method) \($0.path)" } == ["GET /old", "GET /new", "POST /old"])
        }
    }

    struct Elsewhere: Sendable, CustomTestStringConvertible {
        let location: String
        let reason: String
        var testDescription: String { location }
    }

    static let elsewhere = [
        Elsewhere(location: "file:///etc/passwd", reason: "only http and https URLs are followed"),
        Elsewhere(location: "ftp://127.0.0.1/pub/file", reason: "only http and https URLs are followed"),
        Elsewhere(location: "gopher://127.0.0.1/", reason: "only http and https URLs are followed"),
        Elsewhere(location: "data:text/plain,hello", reason: "only http and https URLs are followed"),
        Elsewhere(location: "http:///no-host", reason: "it names no host"),
        Elsewhere(location: "http://[not an address/", reason: "it is not a URL"),
    ]

    /// One redirect, one message that says what it was, never a "redirect loop" or "not HTTP".
    @Test(arguments: elsewhere)
    func aRedirectToSomethingOtherThanHTTPSaysWhereItWent(_ elsewhere: Elsewhere) async throws {
        try await LoopbackHTTPServer.run { _ in
            LoopbackResponse(status: 302, headers: ["Location": elsewhere.location])
        } operation: { server in
            let url = server.baseURL.appending(path: "api/thing")
            await #expect(
                throws: NetworkingError.redirectRefused(
                    url: url, location: elsewhere.location, reason: elsewhere.reason)
            ) {
                try await Self.client.send(HTTPRequest(url: url))
            }
            #expect(server.requests.count == 1)
        }
    }

    @Test func aRedirectWithoutALocationIsTheAnswer() async throws {
        try await LoopbackHTTPServer.run { _ in
            .text("moved, but where?", status: 302)
        } operation: { server in
            let response = try await Self.client.send(HTTPRequest(url: server.baseURL))

            #expect(response.statusCode == 302)
            #expect(server.requests.count == 1)
        }
    }

    private static let client = QuickClients.client(retryPolicy: .never)

    private static func send(_ request: HTTPRequest) async -> Result<HTTPResponse, NetworkingError> {
        do throws(NetworkingError) {
            return .success(try await client.send(request))
        } catch {
            return .failure(error)
        }
    }

    /// The first redirects everything with `status` to the second's `/collect`, which answers 200.
    private static func withTwoOrigins(
        first status: Int, _ body: (LoopbackHTTPServer, LoopbackHTTPServer) async throws -> Void
    ) async throws {
        try await LoopbackHTTPServer.run { _ in
            .json(#"{"success":true}"#)
        } operation: { second in
            let target = second.baseURL.appending(path: "collect").absoluteString
            try await LoopbackHTTPServer.run { _ in
                LoopbackResponse(status: status, headers: ["Location": target])
            } operation: { first in
                try await body(first, second)
            }
        }
    }
}
