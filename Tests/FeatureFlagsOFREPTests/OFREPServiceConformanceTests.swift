import FeatureFlags
import FeatureFlagsOFREP
import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

/// Statuses and headers per the OFREP OpenAPI document and provider guideline: 401 and 403 stop and report,
/// 429 (and any failing answer) names when to ask again, a service may hang.
@Suite("OFREP statuses and headers, as the protocol defines them")
struct OFREPServiceConformanceTests {
    private let declared = OFREPFixtures.declared
    private static let answer = OFREPFixtures.answer(["launches.countdown": false])

    /// Stop and report: the kept answer is not used, now or by a later offline run (a revoked key revokes what it
    /// unlocked), which, like a service that never answered, leaves the other layers in charge.
    @Test(arguments: [401, 403])
    func refusedCredentialsDiscardTheKeptAnswer(status: Int) async throws {
        let directory = try TemporaryDirectory()
        let first = ThreadLock(0)
        let url = try await LoopbackHTTPServer.run { _ in
            first.next() == 1 ? .json(Self.answer) : LoopbackResponse(status: status)
        } operation: { server in
            let service = OFREPFixtures.service(at: server.baseURL, cacheIn: directory, credentials: .bearer("old"))
            let granted = await service.evaluate(declared, targetingKey: "install-1")
            #expect(granted.source.values == ["launches.countdown": false])

            let revoked = await service.evaluate(declared, targetingKey: "install-1")

            #expect(revoked.source.values.isEmpty)
            #expect(
                revoked.freshness
                    == .unavailable(
                        problem: "refused the credentials (HTTP \(status)); set MOSAIC_FLAGS_SERVICE_TOKEN, "
                            + "MOSAIC_FLAGS_SERVICE_API_KEY or OFREP_HEADERS; its earlier answer was discarded"))
            return server.baseURL
        }

        let offline = await OFREPFixtures.service(at: url, cacheIn: directory)
            .evaluate(declared, targetingKey: "install-1")

        #expect(offline.source.values.isEmpty)
        guard case .unavailable = offline.freshness else {
            Issue.record("a refused key's answer came back offline: \(offline.freshness)")
            return
        }
    }

    struct Limit: Sendable, CustomTestStringConvertible {
        let name: String
        var response: LoopbackResponse
        var firstProblem = "is limiting requests (HTTP 429)"
        var testDescription: String { name }

        static func tooManyRequests(_ name: String, retryAfter: String) -> Limit {
            Limit(name: name, response: LoopbackResponse(status: 429, headers: ["Retry-After": retryAfter]))
        }
    }

    /// Two minutes after ``OFREPFixtures/answeredAt`` (2027-01-15T08:00:00Z), in each 429 form and on a 503.
    static let limits = [
        Limit.tooManyRequests("seconds", retryAfter: "120"),
        .tooManyRequests("HTTP date", retryAfter: "Fri, 15 Jan 2027 08:02:00 GMT"),
        .tooManyRequests("ISO 8601 date-time, as the OpenAPI document's example", retryAfter: "2027-01-15T08:02:00Z"),
        .tooManyRequests("ISO 8601 with an offset and fractions", retryAfter: "2027-01-15T09:02:00.000+01:00"),
        Limit(
            name: "a 503",
            response: .json(#"{"errorDetails": "overloaded"}"#, status: 503).withHeader("Retry-After", "120"),
            firstProblem: "answered HTTP 503: overloaded"),
    ]

    /// At the start (limited), a minute later (not asked), two minutes later (asked again).
    @Test(arguments: limits)
    func aRetryAfterIsHonouredInEveryForm(_ limit: Limit) async throws {
        let directory = try TemporaryDirectory()
        try await LoopbackHTTPServer.run { _ in
            limit.response
        } operation: { server in
            let start = OFREPFixtures.answeredAt
            let first = await OFREPFixtures.service(at: server.baseURL, cacheIn: directory, now: start)
                .evaluate(declared, targetingKey: "install-1")
            #expect(first.freshness == .unavailable(problem: limit.firstProblem))
            let minuteLater = await OFREPFixtures.service(
                at: server.baseURL, cacheIn: directory, now: start.addingTimeInterval(60)
            ).evaluate(declared, targetingKey: "install-1")

            #expect(server.requests.count == 1, "not asked before the time")
            #expect(
                minuteLater.freshness
                    == .unavailable(problem: "asked not to be called again until 2027-01-15T08:02:00Z (Retry-After)"))

            _ = await OFREPFixtures.service(
                at: server.baseURL, cacheIn: directory, now: start.addingTimeInterval(120)
            ).evaluate(declared, targetingKey: "install-1")

            #expect(server.requests.count == 2, "asked again once the time came")
        }
    }

    /// Costs the adapter's timeout, not the client's: 300 ms against 300 s, whatever the machine's speed.
    @Test func aHangingServiceCostsOnlyTheTimeout() async throws {
        let directory = try TemporaryDirectory()
        let first = ThreadLock(0)
        try await LoopbackHTTPServer.run { _ in
            first.next() == 1 ? .json(Self.answer) : .json(Self.answer).delayed(by: .seconds(300))
        } operation: { server in
            _ = await OFREPFixtures.service(at: server.baseURL, cacheIn: directory)
                .evaluate(declared, targetingKey: "install-1")

            let evaluation = await OFREPFixtures.service(
                at: server.baseURL, cacheIn: directory, timeout: .milliseconds(300)
            ).evaluate(declared, targetingKey: "install-1")

            #expect(evaluation.source.values == ["launches.countdown": false])
            #expect(
                evaluation.freshness
                    == .cached(answeredAt: OFREPFixtures.answeredAt, problem: "did not answer within 300 ms"))
        }
    }

    /// The base URL is given with a trailing slash: the request still reaches the evaluation path.
    @Test func sendsTheConfiguredHeadersWithTheCredentialsWinningAndItsUserAgent() async throws {
        let directory = try TemporaryDirectory()
        try await LoopbackHTTPServer.run { _ in
            .json(Self.answer)
        } operation: { server in
            let withSlash = try #require(URL(string: server.baseURL.absoluteString + "/"))
            _ = await OFREPFixtures.service(
                at: withSlash, cacheIn: directory, credentials: .bearer("s3cret"),
                headers: ["X-Tenant": "blue", "authorization": "Bearer from-headers"]
            ).evaluate(declared, targetingKey: "install-1")

            let request = try #require(server.requests.first)
            #expect(request.path == "/ofrep/v1/evaluate/flags")
            #expect(request.value(forHeader: "X-Tenant") == "blue")
            #expect(request.value(forHeader: "Authorization") == "Bearer s3cret")
            #expect(request.value(forHeader: "User-Agent") == "mosaic/\(OFREPFixtures.appVersion)")
        }
    }

    /// The cache belongs to the service, not to how its URL was typed.
    @Test func aTrailingSlashOrCapitalsInTheURLKeepTheCache() async throws {
        let directory = try TemporaryDirectory()
        let url = try await OFREPFixtures.keptAnswer(["launches.countdown": false], in: directory)
        let retyped = try #require(
            URL(string: url.absoluteString.replacingOccurrences(of: "http://", with: "HTTP://") + "/"))

        let evaluation = await OFREPFixtures.service(at: retyped, cacheIn: directory)
            .evaluate(declared, targetingKey: "install-1")

        #expect(evaluation.source.values == ["launches.countdown": false])
        guard case .cached = evaluation.freshness else {
            Issue.record("expected the kept answer, got \(evaluation.freshness)")
            return
        }
    }
}

extension LoopbackResponse {
    fileprivate func withHeader(_ name: String, _ value: String) -> LoopbackResponse {
        var copy = self
        copy.headers[name] = value
        return copy
    }
}
