import Foundation

enum SegmentDelivery: Equatable {
    case delivered
    /// The service refused it with a status Segment's SDK does not retry: sending it again would not help.
    case refused(status: Int)
    /// The service answered with a status Segment's SDK retries: it did not take the batch.
    /// `notBefore` is when the answer's `Retry-After` allows the next attempt.
    case retryLater(problem: String, notBefore: Date?)
    /// No answer came. `mayHaveArrived` when the request may have reached the service before
    /// the exchange was given up (a timeout, a cancelled wait), so it may have taken the batch.
    case unanswered(problem: String, mayHaveArrived: Bool)

    /// Whether the batch is done with: delivered, or refused for good.
    var settles: Bool {
        switch self {
        case .delivered, .refused: true
        case .retryLater, .unanswered: false
        }
    }
}
