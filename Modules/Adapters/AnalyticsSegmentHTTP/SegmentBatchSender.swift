import Foundation
import Networking

/// Sends batches to `POST /v1/batch` (write key as Basic auth user) and says each one's fate (``SegmentStatusRule``).
struct SegmentBatchSender: Sendable {
    /// Five minutes, as Segment's SDK caps it, so a misconfigured service cannot hold events back for days.
    static let longestRetryAfter: TimeInterval = 300

    let endpoint: URL
    let writeKey: String
    let userAgent: String
    let http: any HTTPClient
    let now: @Sendable () -> Date

    init(
        baseURL: URL, writeKey: String, userAgent: String, http: any HTTPClient,
        now: @escaping @Sendable () -> Date
    ) {
        endpoint = baseURL.appending(path: "v1/batch")
        self.writeKey = writeKey
        self.userAgent = userAgent
        self.http = http
        self.now = now
    }

    func send(_ calls: [SegmentTrackCall]) async -> SegmentDelivery {
        let credentials = Data("\(writeKey):".utf8).base64EncodedString()
        let body: Data
        do {
            body = try JSONEncoder().encode(SegmentBatch(calls, sentAt: now(), writeKey: writeKey))
        } catch {
            return .refused(status: 0)
        }
        let request = HTTPRequest(
            method: .post, url: endpoint,
            headers: [
                "Content-Type": "application/json", "Authorization": "Basic \(credentials)", "User-Agent": userAgent,
            ],
            body: body)
        let response: HTTPResponse
        do {
            response = try await http.send(request)
        } catch {
            switch error {
            case .timedOut, .cancelled: return .unanswered(problem: error.description, mayHaveArrived: true)
            default: return .unanswered(problem: error.description, mayHaveArrived: false)
            }
        }
        let status = response.statusCode
        switch SegmentStatusRule(statusCode: status) {
        case .accepted:
            return .delivered
        case .drop:
            return .refused(status: status)
        case .retry:
            let notBefore = response.retryAfter(now: now(), atMost: Self.longestRetryAfter)
            let waiting = notBefore.map { " and asked to wait until \($0.formatted(.iso8601))" } ?? ""
            let problem =
                switch status {
                case 429: "is limiting requests (HTTP 429)"
                case 300..<400:
                    "answered HTTP \(status), a redirect that would not resend the batch"
                        + (response.value(forHeader: "Location").map { " (to \($0.prefix(200)))" } ?? "")
                default: "answered HTTP \(status)"
                }
            return .retryLater(problem: "\(endpoint.absoluteString) \(problem)\(waiting)", notBefore: notBefore)
        }
    }
}
