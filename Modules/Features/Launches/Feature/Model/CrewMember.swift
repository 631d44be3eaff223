/// A crew member on a launch. SpaceX v4 lists only ids; v5 adds the role.
public struct CrewMember: Sendable, Hashable {
    public var id: String
    /// The role on this flight, such as "Commander"; `nil` in v4 data.
    public var role: String?

    public init(id: String, role: String? = nil) {
        self.id = id
        self.role = role
    }
}
