/// The home screen: the shop's departments.
public struct DepartmentListViewState: Sendable, Hashable {
    /// Always `loaded`: the departments are part of the shop, not asked of the API.
    public var phase: LoadPhase
    public var rows: [DepartmentRow]

    public init(phase: LoadPhase = .idle, rows: [DepartmentRow] = []) {
        self.phase = phase
        self.rows = rows
    }
}
