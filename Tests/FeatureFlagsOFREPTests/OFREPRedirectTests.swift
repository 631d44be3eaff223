import FeatureFlags
import FeatureFlagsOFREP
import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

/// A redirect to another loopback origin: neither credentials nor `OFREP_HEADERS` reach it, the kept answer
/// stands in and stays kept, and the warning names both.
@Suite("OFREP and redirects")
struct OFREPRedirectTests {
    struct Identity: Sendable, CustomTestStringConvertible {
        let name: String
        let credentials: OFREPCredentials?
        let headers: [String: String]
        var testDescription: String { name }
    }

    static let identities = [
        Identity(name: "a bearer token", credentials: .bearer("s3cret"), headers: [:]),
        Identity(name: "an API key", credentials: .apiKey("k-1"), headers: [:]),
        Identity(name: "OFREP_HEADERS", credentials: nil, headers: ["X-Tenant": "blue", "Authorization": "Bearer h"]),
        Identity(name: "no credentials, only the context", credentials: nil, headers: [:]),
    ]

    @Test(arguments: [301, 302, 307, 308], identities)
    func nothingGivenForTheServiceFollowsARedirectElsewhere(status: Int, identity: Identity) async throws {
        let directory = try TemporaryDirectory()
        let first = ThreadLock(0)
        try await LoopbackHTTPServer.run { _ in
            .json(OFREPFixtures.answer(["launches.countdown": true]))
        } operation: { elsewhere in
            let target = elsewhere.baseURL.appending(path: "ofrep/v1/evaluate/flags").absoluteString
            try await LoopbackHTTPServer.run { _ in
                first.next() == 1
                    ? .json(OFREPFixtures.answer(["launches.countdown": false]))
                    : LoopbackResponse(status: status, headers: ["Location": target])
            } operation: { service in
                let flags = OFREPFixtures.service(
                    at: service.baseURL, cacheIn: directory, credentials: identity.credentials,
                    headers: identity.headers)
                _ = await flags.evaluate(OFREPFixtures.declared, targetingKey: "install-1")

                let evaluation = await flags.evaluate(OFREPFixtures.declared, targetingKey: "install-1")

                #expect(elsewhere.requests.isEmpty, "the other origin was sent \(elsewhere.requests)")
                #expect(evaluation.source.values == ["launches.countdown": false])
                guard case .cached(_, let problem) = evaluation.freshness else {
                    Issue.record("expected the kept answer, got \(evaluation.freshness)")
                    return
                }
                #expect(
                    problem
                        == "\(service.baseURL.absoluteString)/ofrep/v1/evaluate/flags redirected to \(target), which "
                        + "Mosaic does not follow: it is another origin, and the request carries credentials or a "
                        + "body given for 127.0.0.1:\(service.port) alone")
                #expect(flags.kept(OFREPFixtures.declared, targetingKey: "install-1") != nil, "the answer stays kept")
            }
        }
    }
}
