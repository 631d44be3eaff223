package import DealershipFeature
import Foundation
package import TerminalAppKit
package import TerminalKit

/// A dealership's detail: header and logo, vehicle-type chips (Left/Right move, Space toggles), and
/// vehicles with thumbnails (pictures when the terminal draws them).
@MainActor
package final class DealershipDetailScreen: InteractiveScreen {
    /// The logo's box: a banner 32 columns wide and 5 rows high, filled by the brief's rule.
    package static let logoBox = (columns: 32, rows: 5)
    /// A vehicle's thumbnail: one line high, so the list keeps one line a vehicle.
    package static let thumbnailColumns = 6
    /// Below this width the table needs every column, so the thumbnails step aside.
    static let thumbnailMinimumWidth = 60

    private let viewModel: DealershipDetailViewModel
    private let logo: PicturePane?
    private let thumbnails: PictureThumbnails?
    private var pane = ListPane()
    private var spinner = Spinner()
    private var focusedChip = 0

    /// Make `logo` and `thumbnails` (drawn beside the vehicles' rows) with ``logoFit``: the brief gives
    /// vehicles the logo's rule. Without `logo` only its URL shows; without `thumbnails`, no pictures.
    package init(viewModel: DealershipDetailViewModel, logo: PicturePane? = nil, thumbnails: PictureThumbnails? = nil) {
        self.viewModel = viewModel
        self.logo = logo
        self.thumbnails = thumbnails
    }

    /// How the brief says logos and vehicle images are fitted: aspect fill, centred.
    package nonisolated static let logoFit = ImageDisplayRule.aspectFillCentered.pictureFit

    package var title: String { viewModel.state.header?.name ?? viewModel.state.dealershipID }

    package var keyHints: String {
        if case .failed = viewModel.state.phase { return "r retry" }
        return viewModel.state.filters.isEmpty ? "" : "← → filter  Space toggle"
    }

    package func appear() {
        Task { await viewModel.load() }
    }

    package func tick() {
        spinner.advance()
    }

    package func body(size: TerminalSize) -> [StyledLine] {
        let state = viewModel.state
        switch state.phase {
        case .idle, .loading:
            return [StatusLine.loading("Loading dealership \(state.dealershipID)…", spinner: spinner)]
        case .failed(let message): return [StatusLine.failure("Could not load the dealership: \(message)")]
        case .loaded: break
        }
        let header = state.headerLines
        var above = [StyledLine(header.first ?? "", style: .bold)]
        logo?.show(state.header?.logo.url)
        above += logo?.lines(columns: min(size.columns, Self.logoBox.columns), rows: Self.logoBox.rows) ?? []
        above += StatusLine.plain(Array(header.dropFirst()))
        // One chip per vehicle type present; none when the filters are turned off.
        let chips =
            state.showsFilters ? state.filters.map { ChipRow.Chip(title: $0.label, isSelected: $0.isSelected) } : []
        if !chips.isEmpty {
            focusedChip = min(focusedChip, chips.count - 1)
            above += [""] + ChipRow.lines(chips, focused: focusedChip, width: size.columns)
        }
        above += ["", StyledLine(state.summary, style: .dim)]
        if let empty = state.emptyState {
            return above + ["", StyledLine(empty.message, style: .accent)]
        }
        let thumbnailed = thumbnails?.isShown == true && size.columns >= Self.thumbnailMinimumWidth
        let columns = thumbnailed ? Self.thumbnailColumns : 0
        let table = Self.vehicleTable(
            for: state, width: size.columns - ListPane.markerWidth - (thumbnailed ? columns + 1 : 0))
        let vehicles = state.vehicles
        return pane.lines(above: above + [""], table: table, below: [], size: size, leadingColumns: columns) {
            thumbnails?.line(for: vehicles[$0].image.url, columns: columns) ?? ""
        }
    }

    package func handle(_ key: Key, size: TerminalSize) -> ScreenAction {
        let state = viewModel.state
        if case .failed = state.phase, key == .character("r") {
            Task { await viewModel.load() }
            return .handled
        }
        if pane.move(key, count: state.vehicles.count) { return .handled }
        let filters = state.filters
        guard !filters.isEmpty else { return .ignored }
        switch key {
        case .left: focusedChip = max(focusedChip - 1, 0)
        case .right: focusedChip = min(focusedChip + 1, filters.count - 1)
        case .space where filters.indices.contains(focusedChip):
            viewModel.toggle(typeName: filters[focusedChip].name)
        default: return .ignored
        }
        return .handled
    }

    private static func vehicleTable(for state: DealershipDetailViewState, width: Int) -> [String] {
        TextTable.render(
            header: ["NAME", "TYPE", "PER DAY", "IMAGE"], rows: state.vehicles.map(\.columns),
            alignments: [.left, .left, .right, .left], maxWidth: width)
    }
}
