/// A dealership with every vehicle it rents out.
public struct Dealership: Sendable, Hashable, Identifiable {
    public var summary: DealershipSummary
    public var vehicles: [Vehicle]

    public init(summary: DealershipSummary, vehicles: [Vehicle]) {
        self.summary = summary
        self.vehicles = vehicles
    }

    public var id: String { summary.id }
    public var name: String { summary.name }

    /// The distinct vehicle types of the vehicles, by `name`, in the order they first appear.
    public var vehicleTypes: [VehicleType] {
        var seen: Set<String> = []
        return vehicles.map(\.type).filter { seen.insert($0.name).inserted }
    }
}
