import DealershipFeature

struct VehicleTypeOutput: Encodable {
    var name: String
    var displayName: String
    var selected: Bool
    var vehicleCount: Int

    init(_ filter: VehicleTypeFilter) {
        name = filter.name
        displayName = filter.displayName
        selected = filter.isSelected
        vehicleCount = filter.vehicleCount
    }
}
