public struct DealershipListViewState: Sendable, Hashable {
    public var phase: DealershipLoadPhase = .idle
    /// Sorted by name (see ``DisplayOrder``).
    public var rows: [DealershipRow] = []
    public var emptyState: EmptyState?
}
