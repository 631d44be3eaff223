import Foundation

/// Queued calls one run is sending: no other run sends them before `until`. A run claims what
/// it sends under the queue's lock and releases the claim when it has settled them, so runs
/// that flush at once never send the same call; `until` frees the calls of a run that was
/// killed before it released them.
struct SegmentClaim: Codable, Equatable {
    /// The run, a random id of its flush.
    var run: String
    var until: Date
    var messageIds: [String]
}
