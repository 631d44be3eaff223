public import FeatureFlags
public import Foundation
public import Networking

/// A flag service speaking the OpenFeature Remote Evaluation Protocol: every declared flag is evaluated for
/// this installation with one bulk request, `POST /ofrep/v1/evaluate/flags`.
///
/// The last good answer is kept in `cacheFile` (`OFREPCache`) with its `ETag`, sent back as `If-None-Match` so
/// an unchanged answer costs a 304, and used when the service cannot answer, except after 401 or 403: a revoked
/// key revokes what it unlocked, so the kept answer is discarded and the other layers decide. A `Retry-After` on
/// any failing answer is honoured. ``evaluate(_:targetingKey:)`` asks and waits; ``OFREPFlagLayer`` serves the
/// kept answer at once and asks in the background (OFREP ADR 0009).
public struct OFREPFlagService: Sendable {
    /// The longest `Retry-After` honoured, so a misconfigured service cannot silence itself for days.
    static let longestRetryAfter: TimeInterval = 3600

    /// How long the service may take when no timeout is given: the OFREP provider guideline's default.
    public static let defaultTimeout = Duration.seconds(10)

    /// The service's base URL; the protocol's paths are appended to it.
    public let baseURL: URL
    private let http: any HTTPClient
    private let credentials: OFREPCredentials?
    private let headers: [String: String]
    private let userAgent: String
    private let timeout: Duration
    private let cacheFile: URL
    private let now: @Sendable () -> Date

    /// `credentials` go as `Authorization: Bearer` or `X-API-Key`, winning over `headers` (`OFREP_HEADERS`);
    /// `appVersion` goes in the `User-Agent` (`mosaic/<version>`). Past `timeout` the kept answer stands in;
    /// `now` dates the cache and times `Retry-After`.
    public init(
        baseURL: URL,
        http: any HTTPClient,
        credentials: OFREPCredentials?,
        headers: [String: String] = [:],
        appVersion: String,
        timeout: Duration = defaultTimeout,
        cacheFile: URL,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.baseURL = baseURL
        self.http = http
        self.credentials = credentials
        self.headers = headers
        self.userAgent = "mosaic/\(appVersion)"
        self.timeout = timeout
        self.cacheFile = cacheFile
        self.now = now
    }

    public var evaluationURL: URL {
        OFREPServiceURL.normalized(baseURL).appending(path: "ofrep/v1/evaluate/flags")
    }

    /// The answer an earlier run kept for `targetingKey`, without asking the service.
    public func kept(_ declaredFlags: [FeatureFlag], targetingKey: String) -> OFREPEvaluation? {
        guard let cache = OFREPCache.load(from: cacheFile, key: cacheKey(targetingKey)),
            let flags = cache.flags, let answeredAt = cache.answeredAt
        else { return nil }
        let source = OFREPFlagSource(flags, declaredFlags: declaredFlags)
        return OFREPEvaluation(source: source, freshness: .kept(answeredAt: answeredAt), warnings: source.warnings)
    }

    /// Never throws: a service that cannot answer leaves its last answer, or nothing, in charge.
    public func evaluate(_ declaredFlags: [FeatureFlag], targetingKey: String) async -> OFREPEvaluation {
        let key = cacheKey(targetingKey)
        let kept = OFREPCache.load(from: cacheFile, key: key)
        var updated: OFREPCache
        switch await fetchWithinTimeout(targetingKey: targetingKey, cache: kept) {
        case .answered(let body, let etag):
            guard let response = try? JSONDecoder().decode(OFREPBulkResponse.self, from: body) else {
                return fallback(
                    kept, declaredFlags, problem: "answered with something that is not an OFREP bulk evaluation")
            }
            updated = OFREPCache(cacheKeyHash: key, flags: response.flags, etag: etag, answeredAt: now())
        case .notModified:
            guard var confirmed = kept, confirmed.flags != nil else {
                return fallback(
                    kept, declaredFlags, problem: "answered 304 Not Modified, but no earlier answer is kept")
            }
            confirmed.answeredAt = now()
            confirmed.retryAfter = nil
            updated = confirmed
        case .unauthorized(let problem):
            return discard(kept, problem: problem)
        case .failed(let problem, let retryAfter):
            guard let retryAfter else { return fallback(kept, declaredFlags, problem: problem) }
            updated = kept ?? OFREPCache(cacheKeyHash: key)
            updated.retryAfter = retryAfter
            return fallback(updated, declaredFlags, problem: problem, saving: true)
        }
        let source = OFREPFlagSource(updated.flags ?? [], declaredFlags: declaredFlags)
        return OFREPEvaluation(source: source, freshness: .live, warnings: source.warnings + save(updated))
    }

    /// The headers that say who asks: `OFREP_HEADERS`, and the credentials over them.
    private var identity: [String: String] {
        var identity: [String: String] = [:]
        for (name, value) in headers { Self.set(name, value, in: &identity) }
        if let credentials {
            Self.set(credentials.header.name, credentials.header.value, in: &identity)
        }
        return identity
    }

    private func cacheKey(_ targetingKey: String) -> String {
        OFREPCache.key(serviceURL: baseURL, headers: identity, targetingKey: targetingKey)
    }

    private enum Outcome: Sendable {
        case answered(Data, etag: String?)
        case notModified
        case unauthorized(problem: String)
        case failed(problem: String, retryAfter: Date?)
    }

    /// Given up after `timeout` whatever the client's bound: a service that never answers costs no more.
    private func fetchWithinTimeout(targetingKey: String, cache: OFREPCache?) async -> Outcome {
        await withTaskGroup(of: Outcome?.self) { group in
            group.addTask { await self.fetch(targetingKey: targetingKey, cache: cache) }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? .failed(problem: "did not answer within \(Self.describe(timeout))", retryAfter: nil)
        }
    }

    private func fetch(targetingKey: String, cache: OFREPCache?) async -> Outcome {
        if let retryAfter = cache?.retryAfter, retryAfter > now() {
            return .failed(
                problem: "asked not to be called again until \(retryAfter.formatted(.iso8601)) (Retry-After)",
                retryAfter: retryAfter)
        }
        var headers = ["Content-Type": "application/json", "Accept": "application/json", "User-Agent": userAgent]
        for (name, value) in identity { Self.set(name, value, in: &headers) }
        if let etag = cache?.etag, cache?.flags != nil {
            Self.set("If-None-Match", etag, in: &headers)
        }
        let body = try? JSONEncoder().encode(OFREPBulkRequest(targetingKey: targetingKey))
        let request = HTTPRequest(method: .post, url: evaluationURL, headers: headers, body: body)
        let response: HTTPResponse
        do {
            response = try await http.send(request)
        } catch {
            return .failed(problem: error.description, retryAfter: nil)
        }
        return outcome(of: response)
    }

    /// Sets a header, replacing one of the same name in any case (names are case-insensitive).
    private static func set(_ name: String, _ value: String, in headers: inout [String: String]) {
        for existing in headers.keys where existing.caseInsensitiveCompare(name) == .orderedSame {
            headers[existing] = nil
        }
        headers[name] = value
    }

    private func outcome(of response: HTTPResponse) -> Outcome {
        let details = (try? JSONDecoder().decode(OFREPErrorBody.self, from: response.body))?.summary
        let because = details.map { ": \($0)" } ?? ""
        let retryAfter = response.retryAfter(now: now(), atMost: Self.longestRetryAfter)
        switch response.statusCode {
        case 200:
            return .answered(response.body, etag: response.value(forHeader: "ETag"))
        case 304:
            return .notModified
        case 400:
            return .failed(problem: "rejected the evaluation context (HTTP 400)\(because)", retryAfter: retryAfter)
        case 401, 403:
            return .unauthorized(
                problem: "refused the credentials (HTTP \(response.statusCode)); set "
                    + "\(OFREPCredentials.tokenVariable), \(OFREPCredentials.apiKeyVariable) "
                    + "or \(OFREPEnvironment.headersVariable)")
        case 404:
            return .failed(
                problem: "has no OFREP bulk evaluation at \(evaluationURL.path) (HTTP 404)", retryAfter: retryAfter)
        case 429:
            return .failed(problem: "is limiting requests (HTTP 429)", retryAfter: retryAfter)
        default:
            return .failed(problem: "answered HTTP \(response.statusCode)\(because)", retryAfter: retryAfter)
        }
    }

    private func fallback(
        _ cache: OFREPCache?, _ declaredFlags: [FeatureFlag], problem: String, saving: Bool = false
    ) -> OFREPEvaluation {
        let written = saving ? save(cache) : []
        guard let cache, let flags = cache.flags, let answeredAt = cache.answeredAt else {
            return OFREPEvaluation(source: .empty, freshness: .unavailable(problem: problem), warnings: written)
        }
        let source = OFREPFlagSource(flags, declaredFlags: declaredFlags)
        return OFREPEvaluation(
            source: source, freshness: .cached(answeredAt: answeredAt, problem: problem),
            warnings: source.warnings + written)
    }

    /// The guideline's 401 and 403: stop and report. Nothing said before is used, now or later: the key may be revoked.
    private func discard(_ cache: OFREPCache?, problem: String) -> OFREPEvaluation {
        let discarded = cache?.flags == nil ? "" : "; its earlier answer was discarded"
        var warnings: [String] = []
        do {
            try OFREPCache.discard(at: cacheFile)
        } catch {
            warnings = ["cannot remove the flags service's answer in \(cacheFile.path): \(error.localizedDescription)"]
        }
        return OFREPEvaluation(
            source: .empty, freshness: .unavailable(problem: problem + discarded), warnings: warnings)
    }

    private func save(_ cache: OFREPCache?) -> [String] {
        guard let cache else { return [] }
        do {
            try cache.save(to: cacheFile)
            return []
        } catch {
            return ["cannot keep the flags service's answer in \(cacheFile.path): \(error.localizedDescription)"]
        }
    }

    /// `timeout` as a person reads it: `300 ms`, `2 s`.
    private static func describe(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}
