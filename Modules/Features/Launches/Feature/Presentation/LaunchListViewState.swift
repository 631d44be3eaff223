public struct LaunchListViewState: Sendable, Hashable {
    public var selectedTab: LaunchesTab
    public var upcoming = LaunchesTabState()
    public var past = LaunchesTabState()

    public init(selectedTab: LaunchesTab = .upcoming) {
        self.selectedTab = selectedTab
    }

    public subscript(tab: LaunchesTab) -> LaunchesTabState {
        get {
            switch tab {
            case .upcoming: upcoming
            case .past: past
            }
        }
        set {
            switch tab {
            case .upcoming: upcoming = newValue
            case .past: past = newValue
            }
        }
    }

    public var current: LaunchesTabState { self[selectedTab] }

    public var phase: LaunchesLoadPhase { current.phase }

    public var rows: [LaunchRow] { current.rows }

    public var paging: LaunchesPaging { current.paging }
}
