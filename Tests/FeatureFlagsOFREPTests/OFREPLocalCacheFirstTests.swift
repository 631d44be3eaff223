import FeatureFlags
import FeatureFlagsOFREP
import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

/// As ADR 0009 has a static-context provider start: from the kept answer, asking meanwhile; a long-lived client
/// asks again when it comes back after ADR 0008's inactivity delay.
@Suite("OFREP local-cache-first", .timeLimit(.minutes(5)))
struct OFREPLocalCacheFirstTests {
    private let declared = OFREPFixtures.declared
    private let countdown = OFREPFixtures.countdown.key

    /// The service answers only once the test has seen the second start serve the kept value.
    @Test func aKeptAnswerIsServedAtOnceWhileTheServiceIsAsked() async throws {
        let directory = try TemporaryDirectory()
        let first = ThreadLock(0)
        let release = ThreadLock(false)
        try await LoopbackHTTPServer.run { _ in
            if first.next() == 1 { return .json(OFREPFixtures.answer(["launches.countdown": false])) }
            // Held until the test releases it, for a minute at most.
            await waitUntil(atMost: .seconds(60)) { release.withLock { $0 } }
            return .json(OFREPFixtures.answer(["launches.countdown": true]))
        } operation: { server in
            let service = OFREPFixtures.service(at: server.baseURL, cacheIn: directory)
            let firstRun = await OFREPFlagLayer.start(service, declaredFlags: declared, targetingKey: "install-1")
            #expect(firstRun.evaluation.freshness == .live)
            #expect(await firstRun.startingAnswer() == nil, "a first run has nothing to start from but the answer")

            let secondRun = await OFREPFlagLayer.start(service, declaredFlags: declared, targetingKey: "install-1")

            #expect(!release.withLock { $0 }, "started before the service answered")
            #expect(secondRun.value(forKey: countdown) == false)
            #expect(secondRun.evaluation.freshness == .kept(answeredAt: OFREPFixtures.answeredAt))
            release.withLock { $0 = true }
            let answer = try #require(await secondRun.startingAnswer())
            #expect(answer.freshness == .live)
            #expect(answer.source.values == ["launches.countdown": true])
            // A one-shot command keeps the flags it started with; the answer is for the next run.
            #expect(secondRun.value(forKey: countdown) == false)
            #expect(service.kept(declared, targetingKey: "install-1")?.source.values == ["launches.countdown": true])
            #expect(server.requests.count == 2)
        }
    }

    /// The background answer takes effect on resume; it asks again, in the background, at two minutes old.
    @Test func aClientThatLivesOnAsksAgainWhenItComesBackAfterTwoMinutes() async throws {
        let directory = try TemporaryDirectory()
        let clock = StubClock(start: OFREPFixtures.answeredAt)
        let answers = ThreadLock(0)
        try await LoopbackHTTPServer.run { _ in
            .json(OFREPFixtures.answer(["launches.countdown": answers.next().isMultiple(of: 2)]))
        } operation: { server in
            let service = OFREPFixtures.service(at: server.baseURL, cacheIn: directory, clock: clock.now)
            _ = await service.evaluate(declared, targetingKey: "install-1")
            let layer = await OFREPFlagLayer.start(
                service, declaredFlags: declared, targetingKey: "install-1", now: clock.now)
            #expect(layer.value(forKey: countdown) == false)
            _ = await layer.startingAnswer()

            clock.advance(bySeconds: 60)
            #expect(layer.resume() == nil, "asked a minute ago: not again")
            #expect(layer.value(forKey: countdown) == true, "the background answer took effect")
            #expect(server.requests.count == 2)

            clock.advance(bySeconds: 61)
            let asking = try #require(layer.resume(), "two minutes without an answer: ask again")
            #expect(layer.resume() == nil, "one ask at a time")
            #expect(await asking.value.source.values == ["launches.countdown": false])
            #expect(layer.value(forKey: countdown) == true, "not before it resumes again")
            #expect(layer.resume() == nil)
            #expect(layer.value(forKey: countdown) == false)
            #expect(server.requests.count == 3)
        }
    }

    /// The guideline's 401: the run that started from the kept answer used it; no later run does.
    @Test(arguments: [401, 403])
    func refusedCredentialsInTheBackgroundDiscardTheKeptAnswerForLaterRuns(status: Int) async throws {
        let directory = try TemporaryDirectory()
        let first = ThreadLock(0)
        try await LoopbackHTTPServer.run { _ in
            first.next() == 1
                ? .json(OFREPFixtures.answer(["launches.countdown": false])) : LoopbackResponse(status: status)
        } operation: { server in
            let service = OFREPFixtures.service(at: server.baseURL, cacheIn: directory, credentials: .bearer("old"))
            _ = await service.evaluate(declared, targetingKey: "install-1")

            let layer = await OFREPFlagLayer.start(service, declaredFlags: declared, targetingKey: "install-1")
            #expect(layer.value(forKey: countdown) == false)
            let answer = try #require(await layer.startingAnswer())

            guard case .unavailable(let problem) = answer.freshness else {
                Issue.record("expected the credentials refused, got \(answer.freshness)")
                return
            }
            #expect(problem.contains("refused the credentials (HTTP \(status))"))
            #expect(service.kept(declared, targetingKey: "install-1") == nil)
        }
    }
}
