import GuidomiaFeature

/// A view that keeps every state the presenter pushed.
@MainActor
final class RecordingGuidomiaView: GuidomiaView {
    private(set) var states: [GuidomiaViewState] = []

    var latest: GuidomiaViewState? { states.last }

    var rows: [GuidomiaOfferRow] {
        latest?.rows ?? []
    }

    var expandedTitles: [String] { rows.filter(\.isExpanded).map(\.title) }

    func display(_ viewState: GuidomiaViewState) {
        states.append(viewState)
    }
}
