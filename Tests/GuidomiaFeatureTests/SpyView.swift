import GuidomiaFeature

/// A view that keeps every state the presenter pushed.
@MainActor
final class SpyView: GuidomiaView {
    private(set) var states: [GuidomiaViewState] = []

    var latest: GuidomiaViewState? { states.last }

    var rows: [GuidomiaOfferRow] {
        if case .offers(let rows) = latest?.content { rows } else { [] }
    }

    var expandedTitles: [String] { rows.filter(\.isExpanded).map(\.title) }

    func display(_ viewState: GuidomiaViewState) {
        states.append(viewState)
    }
}
