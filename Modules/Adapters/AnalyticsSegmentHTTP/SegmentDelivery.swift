import Foundation

enum SegmentDelivery: Equatable {
    case delivered
    /// The service refused it with a status Segment's SDK does not retry: sending it again would not help.
    case refused(status: Int)
    /// A status Segment's SDK retries: the batch was not taken; `notBefore` is from its `Retry-After`.
    case retryLater(problem: String, notBefore: Date?)
    /// No answer; `mayHaveArrived` when the service may have taken the batch before a timeout or cancelled wait.
    case unanswered(problem: String, mayHaveArrived: Bool)

    /// Whether the batch is done with: delivered, or refused for good.
    var settles: Bool {
        switch self {
        case .delivered, .refused: true
        case .retryLater, .unanswered: false
        }
    }
}
