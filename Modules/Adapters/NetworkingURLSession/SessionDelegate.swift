import Foundation
import Networking
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Streams each body of one session's tasks into its ``PendingExchange``, so URLSession never holds a body
/// whole: a completion handler would get it only once all of it (however large or inflated) is in memory.
/// Past its limit the caller is answered at once and the task cancelled; whatever still arrives is dropped.
///
/// libcurl (under swift-corelibs-foundation, asking with `Accept-Encoding`) inflates gzip and deflate bodies
/// before this delegate sees them, so the size counted is decompressed; `Content-Length` bounds the compressed
/// size up front.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let exchanges = Mutex<[Int: PendingExchange]>([:])

    /// Starts tracking `task`, before it is resumed, for `continuation` to be resumed exactly once.
    func track(_ task: URLSessionTask, as exchange: PendingExchange) {
        exchanges.withLock { $0[task.taskIdentifier] = exchange }
    }

    /// Ends the exchange of `task` with `failure`, if it is still pending, and cancels the task.
    func fail(_ task: URLSessionTask, with failure: any Error) {
        let exchange = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        exchange?.continuation.resume(throwing: failure)
        // Cancelled from another queue: see DataTaskCancellation for the lock this must not hold.
        DataTaskCancellation.cancelling(task)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        // Changed in place: a copy of the exchange would copy its body too.
        let refusal = exchanges.withLock { exchanges -> NetworkingError? in
            exchanges[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse
            return exchanges[dataTask.taskIdentifier]?.refusal(announcedLength: response.expectedContentLength)
        }
        if let refusal {
            completionHandler(.cancel)
            fail(dataTask, with: refusal)
        } else {
            completionHandler(.allow)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        // In place: a copy would copy the whole body per chunk, and a lagging delegate piles up libcurl's chunks.
        let refusal = exchanges.withLock { exchanges in
            exchanges[dataTask.taskIdentifier]?.append(data) ?? nil
        }
        if let refusal { fail(dataTask, with: refusal) }
    }

    /// URLSession never follows a redirect: it is the response, and the client decides (``Redirect``).
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let exchange = exchanges.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let error {
            exchange.continuation.resume(throwing: error)
        } else {
            exchange.continuation.resume(with: exchange.finished(taskResponse: task.response))
        }
    }
}
