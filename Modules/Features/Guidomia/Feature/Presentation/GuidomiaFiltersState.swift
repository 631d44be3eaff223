/// The make and model filters. The first option of each resets it ("Any make", "Any model").
public struct GuidomiaFiltersState: Sendable, Equatable {
    public var title: String
    public var makeLabel: String
    public var modelLabel: String
    public var makes: [GuidomiaFilterOption]
    /// Only the models of the selected make; just "Any model" while no make is selected.
    public var models: [GuidomiaFilterOption]

    public init(
        title: String, makeLabel: String, modelLabel: String, makes: [GuidomiaFilterOption],
        models: [GuidomiaFilterOption]
    ) {
        self.title = title
        self.makeLabel = makeLabel
        self.modelLabel = modelLabel
        self.makes = makes
        self.models = models
    }

    /// The selected make, `nil` for any.
    public var selectedMake: String? { makes.first(where: \.isSelected)?.value }
    /// The selected model, `nil` for any.
    public var selectedModel: String? { models.first(where: \.isSelected)?.value }
}
