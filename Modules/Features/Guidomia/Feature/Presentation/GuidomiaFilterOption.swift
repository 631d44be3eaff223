public struct GuidomiaFilterOption: Sendable, Equatable {
    /// The make or model it filters by; `nil` for the "any" option.
    public var value: String?
    public var title: String
    public var isSelected: Bool

    public init(value: String?, title: String, isSelected: Bool) {
        self.value = value
        self.title = title
        self.isSelected = isSelected
    }
}
