import Foundation
public import Networking

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live ``Networking/HTTPClient``: an ephemeral, cache-less `URLSession` that retries idempotent requests
/// failing transiently (``RetryPolicy``) and bounds every attempt by ``Configuration/requestTimeout``.
///
/// Non-2xx statuses come back as responses. It throws `.noConnection` (refused, reset, closed mid-body,
/// unresolvable host), `.timedOut`, `.bodyTooLarge` (past ``Configuration/maximumBodyBytes``, before or after
/// decompression), `.invalidResponse` (not HTTP, undecompressable, a redirect loop), `.redirectRefused`
/// (`Redirect` says which are followed), and `.cancelled` as soon as the caller is, also while waiting to retry.
///
/// It keeps no cookies: a `Set-Cookie` is passed on as a header and never sent back.
public struct URLSessionHTTPClient: HTTPClient {
    private let configuration: Configuration
    private let session: SessionHolder

    public init(configuration: Configuration = .init()) {
        self.configuration = configuration
        self.session = SessionHolder(
            timeout: configuration.requestTimeout,
            maximumConnectionsPerHost: configuration.maximumConnectionsPerHost)
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
        let session = session
        let timeout = configuration.requestTimeout
        let configuration = configuration
        do {
            let response = try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
                group.addTask {
                    try await Self.following(request, on: session, configuration: configuration)
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

    /// Follows redirects by ``Redirect``'s rules within one attempt, whose timeout bounds the whole chain.
    private static func following(
        _ request: HTTPRequest, on session: SessionHolder, configuration: Configuration
    ) async throws -> HTTPResponse {
        var current = request
        var redirects = 0
        while true {
            let response = try await exchange(
                urlRequest(for: current, configuration: configuration), on: session, for: current.url,
                configuration: configuration)
            switch Redirect(after: response, to: current) {
            case .deliver:
                return response
            case .refuse(let error):
                throw error
            case .follow(let next):
                redirects += 1
                guard redirects <= configuration.maximumRedirects else {
                    throw NetworkingError.invalidResponse(
                        url: request.url,
                        reason: "it redirected more than \(configuration.maximumRedirects) times (a redirect loop?)")
                }
                current = next
            }
        }
    }

    /// Streams the body through the delegate (``SessionDelegate``), not a completion handler, which gets the body
    /// only once all of it is in memory, nor `session.data(for:)`: in swift-corelibs-foundation (seen on 6.3.1)
    /// its cancellation handler cancels the task synchronously, waiting for the session's queue while holding
    /// the Swift task's status lock, which a response completing on that queue needs: both threads deadlock.
    /// Here the cancel is handed to another queue.
    private static func exchange(
        _ request: URLRequest, on session: SessionHolder, for url: URL, configuration: Configuration
    ) async throws -> HTTPResponse {
        let cancellation = DataTaskCancellation()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.session.dataTask(with: request)
                session.delegate.track(
                    task,
                    as: PendingExchange(
                        url: url, maximumBodyBytes: configuration.maximumBodyBytes, continuation: continuation))
                if cancellation.register(task) {
                    task.resume()
                } else {
                    session.delegate.fail(task, with: CancellationError())
                }
            }
        } onCancel: {
            cancellation.cancel()
        }
    }

    private static func urlRequest(for request: HTTPRequest, configuration: Configuration) -> URLRequest {
        var urlRequest = URLRequest(
            url: request.url,
            cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: configuration.requestTimeout.backstopInterval
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
    let delegate = SessionDelegate()

    init(timeout: Duration, maximumConnectionsPerHost: Int) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = maximumConnectionsPerHost
        configuration.urlCache = nil
        // No cookies: the port has none, and in corelibs-foundation storing one costs more than the exchange.
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = timeout.backstopInterval
        configuration.timeoutIntervalForResource = timeout.backstopInterval
        let callbacks = OperationQueue()
        // One callback at a time, in order: each body's chunks are appended as they arrived.
        callbacks.maxConcurrentOperationCount = 1
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: callbacks)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }
}

extension Duration {
    /// A backstop behind the client's race: swift-corelibs-foundation truncates to whole seconds (0.7 s is 0).
    fileprivate var backstopInterval: TimeInterval {
        TimeInterval(components.seconds) + 2
    }
}
