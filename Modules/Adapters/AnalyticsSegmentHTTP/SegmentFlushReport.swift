public import Foundation

/// What one flush did with the calls it took, each counted once: `taken == delivered + dropped + queued`.
public struct SegmentFlushReport: Sendable, Hashable {
    /// Calls the flush took: those waiting in the queue file and those tracked since the last flush.
    public var taken: Int
    public var delivered: Int
    /// Calls in batches the service refused for good (a status Segment's SDK does not retry), now dropped.
    public var refused: Int
    /// Calls left in the queue file for a later run.
    public var queued: Int
    /// Of the calls taken, the oldest dropped because the queue was full.
    public var droppedOldest: Int
    /// Calls lost because the queue file could not be written.
    public var unwritable: Int
    /// Calls over ``SegmentTracker/largestCall`` bytes, which Segment refuses: dropped, never sent.
    public var tooLarge: Int
    /// Of `queued`, calls whose batch got no answer in time: the service may have accepted them, so a later
    /// run resends them with the same `messageId`.
    public var unconfirmed: Int
    /// When the service asked (`Retry-After`) not to be sent anything before, if that is still ahead.
    public var notBefore: Date?

    /// Every call dropped, each with a warning that says so.
    public var dropped: Int { refused + droppedOldest + unwritable + tooLarge }

    public init(
        taken: Int = 0, delivered: Int = 0, refused: Int = 0, queued: Int = 0, droppedOldest: Int = 0,
        unwritable: Int = 0, tooLarge: Int = 0, unconfirmed: Int = 0, notBefore: Date? = nil
    ) {
        self.taken = taken
        self.delivered = delivered
        self.refused = refused
        self.queued = queued
        self.droppedOldest = droppedOldest
        self.unwritable = unwritable
        self.tooLarge = tooLarge
        self.unconfirmed = unconfirmed
        self.notBefore = notBefore
    }
}
