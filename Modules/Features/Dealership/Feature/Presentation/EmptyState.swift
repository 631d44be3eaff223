/// What a screen says instead of an empty list, and why the list is empty.
public struct EmptyState: Sendable, Hashable {
    public enum Reason: String, Sendable, Hashable {
        case noTypeSelected
        case noVehicles
        case noDealerships
    }

    public var reason: Reason
    public var message: String
}
