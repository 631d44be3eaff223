import Foundation
import Networking

/// Sends batches to `POST /v1/batch`, with the write key as the Basic auth user name, and says
/// what became of each.
struct SegmentBatchSender: Sendable {
    let endpoint: URL
    let writeKey: String
    let http: any HTTPClient
    let now: @Sendable () -> Date

    init(baseURL: URL, writeKey: String, http: any HTTPClient, now: @escaping @Sendable () -> Date) {
        endpoint = baseURL.appending(path: "v1/batch")
        self.writeKey = writeKey
        self.http = http
        self.now = now
    }

    func send(_ calls: [SegmentTrackCall]) async -> SegmentDelivery {
        let credentials = Data("\(writeKey):".utf8).base64EncodedString()
        let body: Data
        do {
            body = try JSONEncoder().encode(SegmentBatch(calls, sentAt: now()))
        } catch {
            return .refused(status: 0)
        }
        let request = HTTPRequest(
            method: .post, url: endpoint,
            headers: ["Content-Type": "application/json", "Authorization": "Basic \(credentials)"],
            body: body)
        let response: HTTPResponse
        do {
            response = try await http.send(request)
        } catch {
            return .retryLater(problem: error.description)
        }
        switch response.statusCode {
        case 200..<300: return .delivered
        case 429: return .retryLater(problem: "\(endpoint.absoluteString) is limiting requests (HTTP 429)")
        case 400..<500: return .refused(status: response.statusCode)
        default: return .retryLater(problem: "\(endpoint.absoluteString) answered HTTP \(response.statusCode)")
        }
    }
}
