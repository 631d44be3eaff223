package import DealershipFeature
import Foundation
package import TerminalAppKit
package import TerminalKit

/// A dealership's detail: header (with the logo, when the terminal draws pictures), vehicle-type
/// filter chips, vehicles (each with a thumbnail, when the terminal draws pictures). The plain text of `mosaic dealership show` and the interactive
/// screen (where Left/Right move between the chips and Space toggles one) are built from the
/// same pieces.
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

    /// - Parameters:
    ///   - logo: where the logo is drawn (with the fit its view state asks for); `nil` shows only
    ///     its URL. Make it with ``logoFit``.
    ///   - thumbnails: where the vehicles' pictures are drawn, beside their rows; `nil` draws
    ///     none. Make it with ``logoFit`` too: the brief gives vehicles the logo's rule.
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
            return [StatusLine.loading(Self.loadingMessage(for: state), spinner: spinner)]
        case .failed(let message): return [StatusLine.failure(Self.failure(message))]
        case .loaded: break
        }
        let header = Self.headerLines(for: state)
        var above = [StyledLine(header.first ?? "", style: .bold)]
        logo?.show(state.header?.logo.url)
        above += logo?.lines(columns: min(size.columns, Self.logoBox.columns), rows: Self.logoBox.rows) ?? []
        above += StatusLine.plain(Array(header.dropFirst()))
        let chips = Self.chips(for: state)
        if !chips.isEmpty {
            focusedChip = min(focusedChip, chips.count - 1)
            above += [""] + ChipRow.lines(chips, focused: focusedChip, width: size.columns)
        }
        above += ["", StyledLine(Self.summary(for: state), style: .dim)]
        if let empty = state.emptyState {
            return above + ["", StyledLine(empty.message, style: .accent)]
        }
        guard let thumbnails, thumbnails.isShown, size.columns >= Self.thumbnailMinimumWidth else {
            let table = Self.vehicleTable(for: state, width: size.columns - ListPane.markerWidth)
            return pane.lines(
                above: above + [""], table: table, below: [], size: size)
        }
        let columns = Self.thumbnailColumns
        let table = Self.vehicleTable(for: state, width: size.columns - ListPane.markerWidth - columns - 1)
        let vehicles = state.vehicles
        return pane.lines(
            above: above + [""], table: table, below: [], size: size,
            leadingColumns: columns
        ) { thumbnails.line(for: vehicles[$0].image.url, columns: columns) }
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

    // MARK: The plain text, shared by both interfaces

    package nonisolated static func lines(for state: DealershipDetailViewState, width: Int) -> [String] {
        // Every line fits the width, whatever the data says.
        content(for: state, width: width).map { DisplayWidth.truncate($0, to: width) }
    }

    private nonisolated static func content(for state: DealershipDetailViewState, width: Int) -> [String] {
        switch state.phase {
        case .idle, .loading: return [loadingMessage(for: state)]
        case .failed(let message): return [DisplayWidth.truncate(failure(message), to: width)]
        case .loaded: break
        }
        var lines = headerLines(for: state)
        let chips = chips(for: state)
        if !chips.isEmpty {
            lines.append("")
            lines += wrap(chips.map(ChipRow.text(of:)), prefix: "Types: ", width: width)
        }
        lines += ["", summary(for: state)]
        if let empty = state.emptyState {
            lines += ["", empty.message]
            return lines
        }
        lines.append("")
        lines += vehicleTable(for: state, width: width)
        return lines
    }

    private nonisolated static func loadingMessage(for state: DealershipDetailViewState) -> String {
        "Loading dealership \(state.dealershipID)…"
    }

    private nonisolated static func failure(_ message: String) -> String {
        "Could not load the dealership: \(message)"
    }

    private nonisolated static func headerLines(for state: DealershipDetailViewState) -> [String] {
        guard let header = state.header else { return [] }
        return [header.name, header.address, "Logo: \(header.logo.url.absoluteString)"]
    }

    /// One chip per vehicle type present; none when the filters are turned off.
    nonisolated static func chips(for state: DealershipDetailViewState) -> [ChipRow.Chip] {
        guard state.showsFilters else { return [] }
        return state.filters.map {
            ChipRow.Chip(title: "\($0.displayName) (\($0.vehicleCount))", isSelected: $0.isSelected)
        }
    }

    private nonisolated static func summary(for state: DealershipDetailViewState) -> String {
        "Showing \(state.vehicles.count) of \(state.totalVehicleCount) vehicles, sorted by name."
    }

    /// The column header then one line per vehicle shown.
    nonisolated static func vehicleTable(for state: DealershipDetailViewState, width: Int) -> [String] {
        TextTable.render(
            header: ["NAME", "TYPE", "PER DAY", "IMAGE"],
            rows: state.vehicles.map {
                [$0.name, $0.typeDisplayName, $0.pricePerDay.formatted, $0.image.url.absoluteString]
            },
            alignments: [.left, .left, .right, .left],
            maxWidth: width
        )
    }

    /// Lays out `items` two spaces apart, starting a new indented line when one would overflow.
    private nonisolated static func wrap(_ items: [String], prefix: String, width: Int) -> [String] {
        let indent = String(repeating: " ", count: prefix.count)
        var lines: [String] = []
        var current = prefix
        for item in items {
            let candidate = current == prefix || current == indent ? current + item : current + "  " + item
            if DisplayWidth.of(candidate) > width, current != prefix, current != indent {
                lines.append(current)
                current = indent + item
            } else {
                current = candidate
            }
        }
        lines.append(current)
        return lines
    }
}
