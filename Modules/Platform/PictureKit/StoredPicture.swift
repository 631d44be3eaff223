import Foundation

/// A picture file as the record store keeps it: the bytes as served, decoded again on use, so
/// the store holds kilobytes of PNG rather than the megabytes of their pixels.
struct StoredPicture: Codable, Sendable {
    var bytes: Data
}
