/// What Segment's SDK (segment-analytics-python 2.4.0) does with each status of `POST /v1/batch`, followed so
/// that no answer the SDK would retry loses an event, and none it gives up on is resent for ever.
///
/// Any 2xx is success. Client errors are given up on, except the four that say "not now" rather than "never"
/// (408 Request Timeout, 410 Gone, 429 Too Many Requests, 460 client closed the request); server errors are
/// retried except 501 Not Implemented, 505 HTTP Version Not Supported and 511 Network Authentication Required
/// (retried only by a client that can renew an OAuth token, which this one does not use). A 3xx the HTTP
/// client did not follow (one that would not resend the batch, or without `Location`) keeps the batch: only a
/// 2xx to a request that carried it delivers it. Anything else is given up on.
enum SegmentStatusRule: Equatable {
    case accepted
    case retry
    case drop

    static let retriedClientErrors: Set<Int> = [408, 410, 429, 460]
    static let droppedServerErrors: Set<Int> = [501, 505, 511]

    init(statusCode: Int) {
        switch statusCode {
        case 200..<300:
            self = .accepted
        case 300..<400:
            self = .retry
        case 400..<500:
            self = Self.retriedClientErrors.contains(statusCode) ? .retry : .drop
        case 500..<600:
            self = Self.droppedServerErrors.contains(statusCode) ? .drop : .retry
        default:
            self = .drop
        }
    }
}
