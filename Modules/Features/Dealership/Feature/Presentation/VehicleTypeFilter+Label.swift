extension VehicleTypeFilter {
    /// The button's text: the type and how many of the dealership's vehicles have it, `RV (3)`.
    public var label: String { "\(displayName) (\(vehicleCount))" }
}
