import Foundation

/// The body of `POST /v1/batch`.
struct SegmentBatch: Encodable {
    var batch: [SegmentTrackCall]
    var sentAt: String
    var context = Context()

    struct Context: Encodable {
        var library = Library()
    }

    struct Library: Encodable {
        var name = "mosaic-segment-http"
        var version = "1"
    }

    init(_ calls: [SegmentTrackCall], sentAt: Date) {
        batch = calls
        self.sentAt = SegmentTrackCall.timestamp(sentAt)
    }
}
