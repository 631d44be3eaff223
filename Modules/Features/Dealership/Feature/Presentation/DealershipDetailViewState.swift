public struct DealershipDetailViewState: Sendable, Hashable {
    public var dealershipID: String
    public var phase: DealershipLoadPhase
    public var header: DealershipRow?
    /// Whether the screen has filter buttons at all (the `dealership.filters` flag).
    public var showsFilters: Bool
    /// One per vehicle type present, ordered by display name; empty when filters are off.
    public var filters: [VehicleTypeFilter]
    /// The vehicles of the selected types, sorted by name (see ``DisplayOrder``).
    public var vehicles: [VehicleRow]
    public var totalVehicleCount: Int
    public var emptyState: EmptyState?

    public init(
        dealershipID: String,
        phase: DealershipLoadPhase = .idle,
        header: DealershipRow? = nil,
        showsFilters: Bool = false,
        filters: [VehicleTypeFilter] = [],
        vehicles: [VehicleRow] = [],
        totalVehicleCount: Int = 0,
        emptyState: EmptyState? = nil
    ) {
        self.dealershipID = dealershipID
        self.phase = phase
        self.header = header
        self.showsFilters = showsFilters
        self.filters = filters
        self.vehicles = vehicles
        self.totalVehicleCount = totalVehicleCount
        self.emptyState = emptyState
    }

    /// The `name`s of the selected types, in button order.
    public var selectedTypeNames: [String] {
        filters.filter(\.isSelected).map(\.name)
    }
}
