extension GuidomiaOfferRow {
    /// The offer's line in columns: whether it is expanded with its title, its price, its stars.
    public var columns: [String] { ["\(isExpanded ? "▼" : "▶") \(title)", priceText, stars] }

    /// The pros and cons under the offer's line while it is expanded, indented under it.
    public var detailLines: [String] {
        guard isExpanded else { return [] }
        return sections.flatMap { section in ["    \(section.title)"] + section.items.map { "      • \($0)" } }
    }
}
