public struct DealershipDetailViewState: Sendable, Hashable {
    public var dealershipID: String
    public var phase: DealershipLoadPhase = .idle
    public var header: DealershipRow?
    /// Whether the screen has filter buttons at all (the `dealership.filters` flag).
    public var showsFilters = false
    /// One per vehicle type present, ordered by display name; empty when filters are off.
    public var filters: [VehicleTypeFilter] = []
    /// The vehicles of the selected types, sorted by name (see ``DisplayOrder``).
    public var vehicles: [VehicleRow] = []
    public var totalVehicleCount = 0
    public var emptyState: EmptyState?

    /// The `name`s of the selected types, in button order.
    public var selectedTypeNames: [String] {
        filters.filter(\.isSelected).map(\.name)
    }
}
