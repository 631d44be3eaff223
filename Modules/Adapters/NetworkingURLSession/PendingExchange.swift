import Foundation
import Networking

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request in flight on a ``SessionDelegate``: who waits, what has arrived, and its limits.
struct PendingExchange {
    let url: URL
    let maximumBodyBytes: Int
    let continuation: CheckedContinuation<HTTPResponse, any Error>
    var response: HTTPURLResponse?
    var body = Data()

    /// Why the exchange must stop now, given the announced length of the body, if it must.
    func refusal(announcedLength: Int64) -> NetworkingError? {
        // A compressed body announces its compressed length; what it inflates to is counted as it arrives.
        announcedLength > Int64(maximumBodyBytes) ? .bodyTooLarge(url: url, limit: maximumBodyBytes) : nil
    }

    /// Appends `data`, or says why it must not: the body would pass the limit.
    mutating func append(_ data: Data) -> NetworkingError? {
        guard data.count <= maximumBodyBytes - body.count else {
            return .bodyTooLarge(url: url, limit: maximumBodyBytes)
        }
        body.append(data)
        return nil
    }

    /// `taskResponse` is the task's own: URLSession reports no 3xx it did not follow (one without `Location`).
    func finished(taskResponse: URLResponse?) -> Result<HTTPResponse, any Error> {
        guard let response = response ?? taskResponse as? HTTPURLResponse else {
            return .failure(NetworkingError.invalidResponse(url: url, reason: "the response is not HTTP"))
        }
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String {
                headers[name] = value as? String ?? String(describing: value)
            }
        }
        return .success(HTTPResponse(statusCode: response.statusCode, headers: headers, body: body))
    }
}
