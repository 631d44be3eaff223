import Foundation

/// What the queue file holds: the calls waiting for a later run, oldest first, and when the
/// service last asked (with `Retry-After`) not to be sent anything before.
struct SegmentQueueContents: Codable, Equatable {
    var calls: [SegmentTrackCall] = []
    var notBefore: Date?
}

extension SegmentQueueContents {
    /// Reads the file's bytes: this format, or the bare list of calls earlier versions wrote.
    init(data: Data) throws {
        let decoder = JSONDecoder()
        if let calls = try? decoder.decode([SegmentTrackCall].self, from: data) {
            self.init(calls: calls)
        } else {
            self = try decoder.decode(SegmentQueueContents.self, from: data)
        }
    }
}
