/// What a screen says instead of an empty list, and why the list is empty.
public struct EmptyState: Sendable, Hashable {
    public enum Reason: String, Sendable, Hashable {
        /// The user deselected every vehicle type.
        case noTypeSelected
        /// The dealership has no vehicles at all.
        case noVehicles
        case noDealerships
    }

    public var reason: Reason
    public var message: String
}
