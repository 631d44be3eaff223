public struct DepartmentListViewState: Sendable, Hashable {
    /// Always `loaded`: the departments are part of the shop, not asked of the API.
    public var phase: ProductsLoadPhase
    public var rows: [DepartmentRow]
    /// What a text client prints above the departments.
    public let heading = "Chloé: shop by department"
}
