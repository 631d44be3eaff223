public import FeatureFlags
public import Foundation
public import Networking

/// A flag service that speaks the OpenFeature Remote Evaluation Protocol: every declared flag
/// is evaluated for this installation with one bulk request, `POST /ofrep/v1/evaluate/flags`.
///
/// The last good answer is kept in `cacheFile` with its `ETag`, sent back as `If-None-Match`
/// so an unchanged answer costs a 304, and used when the service cannot answer. How long the
/// request may take is the `http` client's to bound.
public struct OFREPFlagService: Sendable {
    /// The service's base URL; the protocol's paths are appended to it.
    public let baseURL: URL
    private let http: any HTTPClient
    private let credentials: OFREPCredentials?
    private let cacheFile: URL
    private let now: @Sendable () -> Date

    /// Creates the adapter.
    public init(
        baseURL: URL,
        http: any HTTPClient,
        credentials: OFREPCredentials?,
        cacheFile: URL,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.baseURL = baseURL
        self.http = http
        self.credentials = credentials
        self.cacheFile = cacheFile
        self.now = now
    }

    /// The endpoint of the bulk evaluation.
    public var evaluationURL: URL {
        baseURL.appending(path: "ofrep/v1/evaluate/flags")
    }

    /// Asks the service for `declaredFlags` in the context of `targetingKey`. Never throws:
    /// a service that cannot answer leaves its last answer, or nothing, in charge.
    public func evaluate(_ declaredFlags: [FeatureFlag], targetingKey: String) async -> OFREPEvaluation {
        let kept = OFREPCache.load(from: cacheFile, serviceURL: baseURL, targetingKey: targetingKey)
        var updated: OFREPCache
        switch await fetch(targetingKey: targetingKey, cache: kept) {
        case .answered(let body, let etag):
            updated = OFREPCache(
                serviceURL: baseURL, targetingKey: targetingKey, answer: body, etag: etag, answeredAt: now())
        case .notModified:
            guard var confirmed = kept, confirmed.answer != nil else {
                return fallback(
                    kept, declaredFlags, problem: "answered 304 Not Modified, but no earlier answer is kept")
            }
            confirmed.answeredAt = now()
            confirmed.retryAfter = nil
            updated = confirmed
        case .failed(let problem, let retryAfter):
            guard let retryAfter else { return fallback(kept, declaredFlags, problem: problem) }
            updated = kept ?? OFREPCache(serviceURL: baseURL, targetingKey: targetingKey)
            updated.retryAfter = retryAfter
            return fallback(updated, declaredFlags, problem: problem, saving: true)
        }
        guard let answer = updated.answer, let source = OFREPFlagSource(json: answer, declaredFlags: declaredFlags)
        else {
            return fallback(
                kept, declaredFlags, problem: "answered with something that is not an OFREP bulk evaluation")
        }
        return OFREPEvaluation(source: source, freshness: .live, warnings: source.warnings + save(updated))
    }

    private enum Outcome {
        case answered(Data, etag: String?)
        case notModified
        case failed(problem: String, retryAfter: Date?)
    }

    private func fetch(targetingKey: String, cache: OFREPCache?) async -> Outcome {
        if let retryAfter = cache?.retryAfter, retryAfter > now() {
            return .failed(
                problem: "asked not to be called again until \(retryAfter.formatted(.iso8601)) (HTTP 429)",
                retryAfter: retryAfter)
        }
        var headers = ["Content-Type": "application/json", "Accept": "application/json"]
        if let credentials {
            headers[credentials.header.name] = credentials.header.value
        }
        if let etag = cache?.etag, cache?.answer != nil {
            headers["If-None-Match"] = etag
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

    private func outcome(of response: HTTPResponse) -> Outcome {
        let details = (try? JSONDecoder().decode(OFREPErrorBody.self, from: response.body))?.summary
        let because = details.map { ": \($0)" } ?? ""
        switch response.statusCode {
        case 200:
            return .answered(response.body, etag: response.value(forHeader: "ETag"))
        case 304:
            return .notModified
        case 400:
            return .failed(problem: "rejected the evaluation context (HTTP 400)\(because)", retryAfter: nil)
        case 401, 403:
            return .failed(
                problem: "refused the credentials (HTTP \(response.statusCode)); set "
                    + "\(OFREPCredentials.tokenVariable) or \(OFREPCredentials.apiKeyVariable)",
                retryAfter: nil)
        case 404:
            return .failed(problem: "has no OFREP bulk evaluation at \(evaluationURL.path) (HTTP 404)", retryAfter: nil)
        case 429:
            let retryAfter = RetryAfter.date(from: response.value(forHeader: "Retry-After"), now: now())
            return .failed(problem: "is limiting requests (HTTP 429)", retryAfter: retryAfter)
        default:
            return .failed(problem: "answered HTTP \(response.statusCode)\(because)", retryAfter: nil)
        }
    }

    private func fallback(
        _ cache: OFREPCache?, _ declaredFlags: [FeatureFlag], problem: String, saving: Bool = false
    ) -> OFREPEvaluation {
        let written = saving ? save(cache) : []
        guard let cache, let answer = cache.answer, let answeredAt = cache.answeredAt,
            let source = OFREPFlagSource(json: answer, declaredFlags: declaredFlags)
        else {
            return OFREPEvaluation(source: .empty, freshness: .unavailable(problem: problem), warnings: written)
        }
        return OFREPEvaluation(
            source: source, freshness: .cached(answeredAt: answeredAt, problem: problem),
            warnings: source.warnings + written)
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
}
