/// What became of one batch.
enum SegmentDelivery: Equatable {
    /// The service accepted it.
    case delivered
    /// The service refused it with a 4xx other than 429: sending it again would not help.
    case refused(status: Int)
    /// It may succeed later: 429, 5xx, or no response at all.
    case retryLater(problem: String)
}
