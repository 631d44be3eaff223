/// A damaged store that was moved aside, kept under a new name, so that a new store could be
/// started in its place.
public struct MovedStore: Sendable, Hashable, CustomStringConvertible {
    /// Where the damaged store was.
    public var location: String
    /// Where it is kept now.
    public var movedTo: String
    /// What was damaged, in the store's words.
    public var reason: String

    /// Creates a report of one moved store.
    public init(location: String, movedTo: String, reason: String) {
        self.location = location
        self.movedTo = movedTo
        self.reason = reason
    }

    /// One line saying what happened and where the old store is kept.
    public var description: String {
        "\(location) was a damaged Mosaic store (\(reason)): it was moved aside to \(movedTo) and a new one started"
    }
}
