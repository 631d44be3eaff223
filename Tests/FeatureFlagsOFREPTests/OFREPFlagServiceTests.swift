import FeatureFlags
import FeatureFlagsOFREP
import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

/// Against a server on 127.0.0.1 answering as the OFREP OpenAPI document says.
@Suite struct OFREPFlagServiceTests {
    private let declared = OFREPFixtures.declared

    /// A token goes as `Authorization: Bearer`, an API key in the `X-API-Key` header the protocol names.
    @Test(arguments: [
        (OFREPCredentials.bearer("s3cret"), "Bearer s3cret" as String?, nil as String?), (.apiKey("k-1"), nil, "k-1"),
    ])
    func asksForEveryFlagInOneRequestWithTheTargetingKeyAndCredentials(
        credentials: OFREPCredentials, authorization: String?, apiKey: String?
    ) async throws {
        let directory = try TemporaryDirectory()
        try await LoopbackHTTPServer.run { _ in
            .json(OFREPFixtures.answer(["pokemon.showTypes": false, "launches.countdown": true]))
        } operation: { server in
            let evaluation = await OFREPFixtures.service(
                at: server.baseURL, cacheIn: directory, credentials: credentials
            ).evaluate(declared, targetingKey: "install-1")

            #expect(evaluation.freshness == .live)
            #expect(evaluation.source.values == ["pokemon.showTypes": false, "launches.countdown": true])
            let request = try #require(server.requests.first)
            #expect(server.requests.count == 1)
            #expect(request.method == "POST")
            #expect(request.path == "/ofrep/v1/evaluate/flags")
            #expect(request.value(forHeader: "Authorization") == authorization)
            #expect(request.value(forHeader: "X-API-Key") == apiKey)
            #expect(request.value(forHeader: "Content-Type") == "application/json")
            let body = try JSONSerialization.jsonObject(with: request.body) as? [String: [String: String]]
            #expect(body == ["context": ["targetingKey": "install-1"]])
        }
    }

    @Test func readsCredentialsFromTheEnvironmentPreferringTheToken() {
        #expect(OFREPCredentials(environment: ["MOSAIC_FLAGS_SERVICE_API_KEY": "k"]) == .apiKey("k"))
        #expect(
            OFREPCredentials(environment: ["MOSAIC_FLAGS_SERVICE_API_KEY": "k", "MOSAIC_FLAGS_SERVICE_TOKEN": "t"])
                == .bearer("t"))
        #expect(OFREPCredentials(environment: ["MOSAIC_FLAGS_SERVICE_TOKEN": ""]) == nil)
    }

    @Test func sendsTheETagBackAndKeepsTheAnswerOnNotModified() async throws {
        let directory = try TemporaryDirectory()
        try await LoopbackHTTPServer.run { request in
            guard request.value(forHeader: "If-None-Match") == #""v1""# else {
                var response = LoopbackResponse.json(OFREPFixtures.answer(["launches.countdown": false]))
                response.headers["ETag"] = #""v1""#
                return response
            }
            return LoopbackResponse(status: 304)
        } operation: { server in
            let service = OFREPFixtures.service(at: server.baseURL, cacheIn: directory)
            _ = await service.evaluate(declared, targetingKey: "install-1")
            let second = await service.evaluate(declared, targetingKey: "install-1")

            #expect(server.requests.map { $0.value(forHeader: "If-None-Match") } == [nil, #""v1""#])
            #expect(second.freshness == .live)
            #expect(second.source.values == ["launches.countdown": false])
        }
    }

    @Test func usesTheLastAnswerWhenTheServiceIsGone() async throws {
        let directory = try TemporaryDirectory()
        let url = try await OFREPFixtures.keptAnswer(["pokemon.showTypes": false], in: directory)

        let later = OFREPFixtures.answeredAt.addingTimeInterval(300)
        let evaluation = await OFREPFixtures.service(at: url, cacheIn: directory, now: later)
            .evaluate(declared, targetingKey: "install-1")

        #expect(evaluation.source.values == ["pokemon.showTypes": false])
        guard case .cached(let answeredAt, let problem) = evaluation.freshness else {
            Issue.record("expected the cached answer, got \(evaluation.freshness)")
            return
        }
        #expect(answeredAt == OFREPFixtures.answeredAt)
        #expect(problem.hasPrefix("cannot reach"))
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let response: LoopbackResponse
        let problem: String
        var testDescription: String { "HTTP \(response.status)" }
    }

    static let errorCases =
        [
            ErrorCase(
                response: .json(
                    #"{"errorCode": "INVALID_CONTEXT", "errorDetails": "targetingKey is empty"}"#, status: 400),
                problem: "rejected the evaluation context (HTTP 400): INVALID_CONTEXT: targetingKey is empty"),
            ErrorCase(
                response: .text("Not Found", status: 404),
                problem: "has no OFREP bulk evaluation at /ofrep/v1/evaluate/flags (HTTP 404)"),
            ErrorCase(
                response: .json(#"{"flags": "nope"}"#),
                problem: "answered with something that is not an OFREP bulk evaluation"),
        ]
        + [500, 502, 503, 504].map { status in
            ErrorCase(
                response: .json(#"{"errorDetails": "down"}"#, status: status), problem: "answered HTTP \(status): down")
        }

    @Test(arguments: errorCases)
    func explainsAnErrorAnswerAndFallsBackToTheLastAnswer(_ errorCase: ErrorCase) async throws {
        let directory = try TemporaryDirectory()
        let first = ThreadLock(0)
        try await LoopbackHTTPServer.run { _ in
            first.next() == 1 ? .json(OFREPFixtures.answer(["launches.countdown": false])) : errorCase.response
        } operation: { server in
            let service = OFREPFixtures.service(at: server.baseURL, cacheIn: directory)
            _ = await service.evaluate(declared, targetingKey: "install-1")

            let evaluation = await service.evaluate(declared, targetingKey: "install-1")

            #expect(evaluation.freshness == .cached(answeredAt: OFREPFixtures.answeredAt, problem: errorCase.problem))
            #expect(evaluation.source.values == ["launches.countdown": false])
        }
    }
}
