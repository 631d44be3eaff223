/// What one flush did with the calls it found.
public struct SegmentFlushReport: Sendable, Hashable {
    /// Calls the service accepted.
    public var delivered: Int
    /// Calls in batches the service refused for good (4xx other than 429), now dropped.
    public var refused: Int
    /// Calls left in the queue file for a later run.
    public var queued: Int
    /// The oldest calls dropped because the queue was full.
    public var droppedOldest: Int

    /// Creates a report.
    public init(delivered: Int = 0, refused: Int = 0, queued: Int = 0, droppedOldest: Int = 0) {
        self.delivered = delivered
        self.refused = refused
        self.queued = queued
        self.droppedOldest = droppedOldest
    }
}
