extension GuidomiaFiltersState {
    /// Each filter's label beside its choices, the selected one marked: `(•) Any make  ( ) BMW`.
    public var fields: [(title: String, value: String)] {
        [(makeLabel, Self.choices(makes)), (modelLabel, Self.choices(models))]
    }

    private static func choices(_ options: [GuidomiaFilterOption]) -> String {
        options.map { "\($0.isSelected ? "(•)" : "( )") \($0.title)" }.joined(separator: "  ")
    }
}
