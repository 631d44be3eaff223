import Foundation

/// The queue file: calls waiting for a later run, oldest first, the service's last `Retry-After`, and which
/// calls runs are sending now (``SegmentClaim``).
struct SegmentQueueContents: Codable, Equatable {
    var calls: [SegmentTrackCall] = []
    var notBefore: Date?
    var claims: [SegmentClaim] = []

    init(calls: [SegmentTrackCall] = [], notBefore: Date? = nil, claims: [SegmentClaim] = []) {
        self.calls = calls
        self.notBefore = notBefore
        self.claims = claims
    }
}

extension SegmentQueueContents {
    /// The `messageId`s some run other than `run` is sending at `now`.
    func claimed(at now: Date, byOtherThan run: String) -> Set<String> {
        Set(claims.filter { $0.run != run && $0.until > now }.flatMap(\.messageIds))
    }
}
