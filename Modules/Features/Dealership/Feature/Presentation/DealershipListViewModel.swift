public import Observation

/// The list of dealerships; selecting one asks the router to open it.
@MainActor
@Observable
public final class DealershipListViewModel {
    public private(set) var state = DealershipListViewState()
    public weak var router: (any DealershipRouting)?

    private let client: DealershipClient

    public init(client: DealershipClient, router: (any DealershipRouting)? = nil) {
        self.client = client
        self.router = router
    }

    /// Loads the list unless it is already loaded or loading.
    public func load() async {
        switch state.phase {
        case .loading, .loaded: return
        case .idle, .failed: await refresh()
        }
    }

    public func refresh() async {
        state.phase = .loading
        do {
            let rows = DisplayOrder.dealerships(try await client.dealerships()).map(DealershipRow.init)
            state = DealershipListViewState(
                phase: .loaded,
                rows: rows,
                emptyState: rows.isEmpty
                    ? EmptyState(reason: .noDealerships, message: "Iron Forge lists no dealerships.") : nil
            )
        } catch {
            state = DealershipListViewState(phase: .failed(error.description))
        }
    }

    public func select(id: String) {
        guard state.rows.contains(where: { $0.id == id }) else { return }
        router?.showDealership(id: id)
    }
}
