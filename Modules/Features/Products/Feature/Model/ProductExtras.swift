/// What the Item API adds to a product beyond the list data.
public struct ProductExtras: Sendable, Hashable {
    /// Colour names, such as `Black`.
    public let colors: [String]
    public let sizes: [String]
    public let description: [String]
    public let madeIn: String?
    /// The composition, such as `100% Silk`.
    public let fabric: String?
    /// Further details, such as closures or care.
    public let details: String?

    public init(
        colors: [String], sizes: [String], description: [String], madeIn: String?, fabric: String?,
        details: String?
    ) {
        self.colors = colors
        self.sizes = sizes
        self.description = description
        self.madeIn = madeIn
        self.fabric = fabric
        self.details = details
    }
}
