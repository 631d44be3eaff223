public import DealershipFeature

/// The dealership list as plain text.
public enum DealershipListScreen {
    public static func lines(for state: DealershipListViewState, width: Int) -> [String] {
        switch state.phase {
        case .idle, .loading: return ["Loading dealerships…"]
        case .failed(let message): return [DisplayWidth.truncate("Could not load dealerships: \(message)", to: width)]
        case .loaded: break
        }
        if let empty = state.emptyState { return [empty.message] }
        return TextTable.render(
            header: ["NAME", "ID", "ADDRESS"],
            rows: state.rows.map { [$0.name, $0.id, $0.address] },
            maxWidth: width
        ) + [
            "",
            DisplayWidth.truncate(
                "\(state.rows.count) dealerships. Open one with: mosaic dealerships show <id>", to: width),
        ]
    }
}
