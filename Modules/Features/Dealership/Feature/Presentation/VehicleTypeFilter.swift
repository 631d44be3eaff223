/// One filter button: a vehicle type present at the dealership, and whether it is selected.
public struct VehicleTypeFilter: Sendable, Hashable, Identifiable {
    /// The type's unique programmatic `name`, which the filter matches on.
    public var name: String
    public var displayName: String
    public var isSelected: Bool
    public var vehicleCount: Int

    public init(name: String, displayName: String, isSelected: Bool, vehicleCount: Int) {
        self.name = name
        self.displayName = displayName
        self.isSelected = isSelected
        self.vehicleCount = vehicleCount
    }

    public var id: String { name }
}
