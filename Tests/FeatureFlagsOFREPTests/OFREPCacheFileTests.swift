import FeatureFlags
import FeatureFlagsOFREP
import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

/// As OFREP's ADRs 0008 and 0009 ask: only the flags, in a versioned file naming whom by a hash.
@Suite("The OFREP cache file")
struct OFREPCacheFileTests {
    private let declared = OFREPFixtures.declared

    /// As a service with push gives it: an event stream URL with a token (ADR 0008), metadata everywhere.
    static let answerWithEventStreams = #"""
        {"flags": [{"key": "launches.countdown", "value": false, "reason": "TARGETING_MATCH", "variant": "off",
                    "metadata": {"owner": "team-sse-secret-owner"}}],
         "eventStreams": [{"type": "sse", "url": "https://sse.example.com/stream?channels=env_1&token=sse-token-123",
                           "inactivityDelaySec": 120},
                          {"type": "sse", "endpoint": {"origin": "https://push.example.com", "requestUri": "/s?auth=tok-456"}}],
         "metadata": {"version": "v12", "signature": "metadata-secret"}}
        """#

    /// Neither the rest of the answer nor the targeting key, credentials or service reach the file.
    @Test func onlyTheFlagsAreKeptInAVersionedFileNamingWhomByAHash() async throws {
        let directory = try TemporaryDirectory()
        try await LoopbackHTTPServer.run { _ in
            .json(Self.answerWithEventStreams)
        } operation: { server in
            let evaluation = await OFREPFixtures.service(
                at: server.baseURL, cacheIn: directory, credentials: .bearer("s3cret")
            )
            .evaluate(declared, targetingKey: "install-1")
            #expect(evaluation.source.values == ["launches.countdown": false])

            let text = try String(contentsOf: OFREPFixtures.cacheFile(in: directory), encoding: .utf8)
            for secret in [
                "eventStreams", "sse-token-123", "tok-456", "sse.example.com", "metadata-secret", "owner", "install-1",
                "s3cret", "127.0.0.1",
            ] {
                #expect(!text.contains(secret), "the cache holds \(secret): \(text)")
            }
            let file = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let flags = try #require(file["flags"] as? [[String: Any]])
            #expect(flags.map { Set($0.keys) } == [["key", "value"]])
            #expect(file["version"] as? Int == 2)
            let hash = try #require(file["cacheKeyHash"] as? String)
            #expect(hash.count == 64 && hash.allSatisfy(\.isHexDigit))
        }
    }

    /// Here the whole answer, `eventStreams` and all, as a program keeping answers might write it.
    @Test func aFileInAnotherLayoutIsRemovedUnread() async throws {
        let directory = try TemporaryDirectory()
        let url = try await LoopbackHTTPServer.stoppedURL()
        let other: [String: Any] = [
            "serviceURL": url.absoluteString, "targetingKey": "install-1",
            "answer": Data(Self.answerWithEventStreams.utf8).base64EncodedString(), "answeredAt": 721_000_000,
        ]
        let file = OFREPFixtures.cacheFile(in: directory)
        try JSONSerialization.data(withJSONObject: other).write(to: file)

        let evaluation = await OFREPFixtures.service(at: url, cacheIn: directory)
            .evaluate(declared, targetingKey: "install-1")

        #expect(evaluation.source.values.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    /// 100 MB (sparse: nothing written) is never read, and removed so no run pays for it.
    @Test func aCacheFileLargerThanAnyAnswerIsNotReadAndIsRemoved() async throws {
        let directory = try TemporaryDirectory()
        let file = OFREPFixtures.cacheFile(in: directory)
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 100_000_000)
        try handle.close()

        let service = OFREPFixtures.service(at: try await LoopbackHTTPServer.stoppedURL(), cacheIn: directory)

        #expect(service.kept(declared, targetingKey: "install-1") == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    /// Not to another key, token or targeting key, even for the moment before the service answers.
    @Test func anAnswerKeptForOtherCredentialsIsNotServed() async throws {
        let directory = try TemporaryDirectory()
        let url = try await OFREPFixtures.keptAnswer(
            ["launches.countdown": false], in: directory, credentials: .bearer("pro"))

        let sameKey = OFREPFixtures.service(at: url, cacheIn: directory, credentials: .bearer("pro"))
        let otherKey = OFREPFixtures.service(at: url, cacheIn: directory, credentials: .bearer("free"))
        let otherHeaders = OFREPFixtures.service(
            at: url, cacheIn: directory, credentials: .bearer("pro"), headers: ["X-Tenant": "red"])

        #expect(sameKey.kept(declared, targetingKey: "install-1")?.source.values == ["launches.countdown": false])
        #expect(otherKey.kept(declared, targetingKey: "install-1") == nil)
        #expect(otherHeaders.kept(declared, targetingKey: "install-1") == nil)
        #expect(sameKey.kept(declared, targetingKey: "install-2") == nil)
    }
}
