import Foundation

/// Queued calls one run is sending, claimed under the queue's lock and released once settled, so runs flushing
/// at once never send the same call; `until` frees those of a run killed before releasing them.
struct SegmentClaim: Codable, Equatable {
    /// The run, a random id of its flush.
    var run: String
    var until: Date
    var messageIds: [String]
}
