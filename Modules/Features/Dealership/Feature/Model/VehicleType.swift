/// A kind of vehicle.
public struct VehicleType: Sendable, Hashable, Identifiable {
    public var id: String
    /// The unique camelCase key filters use, such as `jetSki`.
    public var name: String
    /// What a person reads, such as `Jet ski`.
    public var displayName: String

    public init(id: String, name: String, displayName: String) {
        self.id = id
        self.name = name
        self.displayName = displayName
    }
}
