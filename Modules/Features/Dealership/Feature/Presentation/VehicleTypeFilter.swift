/// One filter button: a vehicle type present at the dealership, and whether it is selected.
public struct VehicleTypeFilter: Sendable, Hashable, Identifiable {
    /// The type's unique programmatic `name`, which the filter matches on.
    public var name: String
    public var displayName: String
    public var isSelected: Bool
    public var vehicleCount: Int

    public var id: String { name }
}
