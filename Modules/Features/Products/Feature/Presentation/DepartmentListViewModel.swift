public import Observation

/// The home screen: lists the departments and opens the one the shopper picks.
@MainActor
@Observable
public final class DepartmentListViewModel {
    public private(set) var state: DepartmentListViewState

    private let events: any ProductsEventSink
    private weak var router: (any ProductsRouting)?

    public init(events: any ProductsEventSink, router: (any ProductsRouting)?) {
        self.events = events
        self.router = router
        state = DepartmentListViewState(phase: .loaded, rows: Department.all.map(DepartmentRow.init))
    }

    /// Opens the list of the department with code `code`; returns `false` when there is none.
    @discardableResult
    public func select(departmentCode code: String) -> Bool {
        guard let department = Department(code: code) else { return false }
        events.receive(.departmentChosen(department))
        router?.showDepartment(code: department.code)
        return true
    }
}
