import Foundation

/// The body of `POST /v1/batch`, as Segment's SDK sends it: the calls, when sent, and the write key (also the
/// Basic auth user name; some Segment-compatible services read only one of the two).
struct SegmentBatch: Encodable {
    var batch: [SegmentTrackCall]
    var sentAt: String
    var writeKey: String

    init(_ calls: [SegmentTrackCall], sentAt: Date, writeKey: String) {
        batch = calls
        self.sentAt = SegmentTrackCall.timestamp(sentAt)
        self.writeKey = writeKey
    }
}
