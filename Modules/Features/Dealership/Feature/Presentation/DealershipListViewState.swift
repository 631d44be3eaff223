public struct DealershipListViewState: Sendable, Hashable {
    public var phase: DealershipLoadPhase
    /// Sorted by name (see ``DisplayOrder``).
    public var rows: [DealershipRow]
    public var emptyState: EmptyState?

    public init(phase: DealershipLoadPhase = .idle, rows: [DealershipRow] = [], emptyState: EmptyState? = nil) {
        self.phase = phase
        self.rows = rows
        self.emptyState = emptyState
    }
}
