/// A kind of vehicle. `name` is the unique programmatic value filters use; `displayName` is
/// what a person reads.
public struct VehicleType: Sendable, Hashable, Identifiable {
    public var id: String
    /// Unique camelCase key such as `jetSki`.
    public var name: String
    /// Label such as `Jet ski`.
    public var displayName: String

    public init(id: String, name: String, displayName: String) {
        self.id = id
        self.name = name
        self.displayName = displayName
    }
}
