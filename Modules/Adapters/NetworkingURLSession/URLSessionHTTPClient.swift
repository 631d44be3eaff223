import Foundation
public import Networking

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live ``HTTPClient``: sends requests with an ephemeral, cache-less `URLSession`, retries
/// idempotent requests that failed transiently (see ``RetryPolicy``) and bounds every attempt
/// by ``Configuration/requestTimeout``.
///
/// Non-2xx statuses come back as responses. Failures are thrown as ``NetworkingError``:
/// `.noConnection` (refused, reset, closed mid-body, unresolvable host), `.timedOut`, and
/// `.cancelled` as soon as the calling task is cancelled, also while waiting to retry.
public struct URLSessionHTTPClient: HTTPClient {
    private let configuration: Configuration
    private let session: SessionHolder

    /// Creates a client with its own URL session.
    public init(configuration: Configuration = .init()) {
        self.configuration = configuration
        self.session = SessionHolder(timeout: configuration.requestTimeout)
    }

    public func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        let policy = configuration.retryPolicy
        let attempts = policy.attempts(for: request.method)
        var attempt = 1
        while true {
            guard !Task.isCancelled else { throw .cancelled }
            let outcome = await sendOnce(request)
            guard attempt < attempts, let delay = retryDelay(after: outcome, retry: attempt, policy: policy) else {
                return try outcome.get()
            }
            do {
                try await Task.sleep(for: delay)
            } catch {
                throw .cancelled
            }
            attempt += 1
        }
    }

    private func retryDelay(
        after outcome: Result<HTTPResponse, NetworkingError>,
        retry: Int,
        policy: RetryPolicy
    ) -> Duration? {
        switch outcome {
        case .failure(.noConnection):
            return policy.delay(beforeRetry: retry)
        case .success(let response) where RetryPolicy.isRetryable(statusCode: response.statusCode):
            return policy.delay(beforeRetry: retry, retryAfter: Self.retryAfter(in: response))
        default:
            return nil
        }
    }

    /// The `Retry-After` header in its delay-seconds form; the HTTP-date form falls back to backoff.
    private static func retryAfter(in response: HTTPResponse) -> Duration? {
        guard let value = response.value(forHeader: "Retry-After"),
            let seconds = Int(value.trimmingCharacters(in: .whitespaces)), seconds >= 0
        else { return nil }
        return .seconds(seconds)
    }

    /// One attempt, raced against the request timeout so that a stalled server cannot hold the caller.
    private func sendOnce(_ request: HTTPRequest) async -> Result<HTTPResponse, NetworkingError> {
        let urlRequest = makeURLRequest(request)
        let timeout = configuration.requestTimeout
        let session = session.session
        do {
            let response = try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
                group.addTask {
                    try await Self.exchange(urlRequest, on: session, for: request.url)
                }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    throw NetworkingError.timedOut(url: request.url)
                }
                defer { group.cancelAll() }
                guard let first = try await group.next() else { throw NetworkingError.cancelled }
                return first
            }
            return .success(response)
        } catch {
            return .failure(NetworkingError.from(error, url: request.url))
        }
    }

    private static func exchange(
        _ request: URLRequest, on session: URLSession, for url: URL
    ) async throws
        -> HTTPResponse
    {
        let (body, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else {
            throw NetworkingError.noConnection(url: url, reason: "the response is not HTTP")
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String {
                headers[name] = value as? String ?? String(describing: value)
            }
        }
        return HTTPResponse(statusCode: http.statusCode, headers: headers, body: body)
    }

    private func makeURLRequest(_ request: HTTPRequest) -> URLRequest {
        var urlRequest = URLRequest(
            url: request.url,
            cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: configuration.requestTimeout.timeInterval
        )
        urlRequest.httpMethod = request.method.rawValue
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        urlRequest.httpBody = request.body
        return urlRequest
    }
}

/// Owns the session so that it is invalidated, and its resources released, with the last client copy.
private final class SessionHolder: Sendable {
    let session: URLSession

    init(timeout: Duration) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = timeout.timeInterval
        configuration.timeoutIntervalForResource = timeout.timeInterval
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }
}

extension Duration {
    fileprivate var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
