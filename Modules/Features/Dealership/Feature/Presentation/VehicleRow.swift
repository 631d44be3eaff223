public struct VehicleRow: Sendable, Hashable, Identifiable {
    public var id: String
    public var name: String
    /// The type's programmatic `name`, such as `jetSki`.
    public var typeName: String
    public var typeDisplayName: String
    public var address: String
    public var pricePerDay: DealershipMoney
    /// `$147.15/day`.
    public var priceText: String
    public var image: RemoteImage

    public init(_ vehicle: Vehicle) {
        id = vehicle.id
        name = vehicle.name
        typeName = vehicle.type.name
        typeDisplayName = vehicle.type.displayName
        address = vehicle.address
        pricePerDay = vehicle.pricePerDay
        priceText = "\(vehicle.pricePerDay.formatted)/day"
        image = RemoteImage(url: vehicle.imageURL)
    }
}
