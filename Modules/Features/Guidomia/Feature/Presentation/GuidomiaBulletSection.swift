/// A titled bullet list, such as the pros of an offer.
public struct GuidomiaBulletSection: Sendable, Equatable {
    public var title: String
    /// Never empty: a section without items is left out.
    public var items: [String]

    public init(title: String, items: [String]) {
        self.title = title
        self.items = items
    }
}
