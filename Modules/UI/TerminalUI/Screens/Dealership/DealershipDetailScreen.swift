public import DealershipFeature
import Foundation

/// A dealership's detail screen as plain text: header, filter buttons, vehicles.
public enum DealershipDetailScreen {
    public static func lines(for state: DealershipDetailViewState, width: Int) -> [String] {
        // Every line fits the width, whatever the data says.
        content(for: state, width: width).map { DisplayWidth.truncate($0, to: width) }
    }

    private static func content(for state: DealershipDetailViewState, width: Int) -> [String] {
        switch state.phase {
        case .idle, .loading: return ["Loading dealership \(state.dealershipID)…"]
        case .failed(let message):
            return [DisplayWidth.truncate("Could not load the dealership: \(message)", to: width)]
        case .loaded: break
        }
        var lines: [String] = []
        if let header = state.header {
            lines += [header.name, header.address, "Logo: \(header.logo.url.absoluteString)"]
        }
        if state.showsFilters, !state.filters.isEmpty {
            lines.append("")
            let buttons = state.filters.map { "[\($0.isSelected ? "x" : " ")] \($0.displayName) (\($0.vehicleCount))" }
            lines += wrap(buttons, prefix: "Types: ", width: width)
        }
        lines.append("")
        lines.append("Showing \(state.vehicles.count) of \(state.totalVehicleCount) vehicles, sorted by name.")
        if let empty = state.emptyState {
            lines += ["", empty.message]
            return lines
        }
        lines.append("")
        lines += TextTable.render(
            header: ["NAME", "TYPE", "PER DAY", "IMAGE"],
            rows: state.vehicles.map {
                [$0.name, $0.typeDisplayName, $0.pricePerDay.formatted, $0.image.url.absoluteString]
            },
            alignments: [.left, .left, .right, .left],
            maxWidth: width
        )
        if let rule = state.header?.logo.display {
            lines += ["", "Logo and images: \(describe(rule))."]
        }
        return lines
    }

    private static func describe(_ rule: ImageDisplayRule) -> String {
        var parts = [rule.scaling == .aspectFill ? "aspect fill, never stretched" : rule.scaling.rawValue]
        if rule.isCentered { parts.append("centred") }
        if rule.clipsToBounds { parts.append("cropped to the bounds") }
        return parts.joined(separator: ", ")
    }

    /// Lays out `items` two spaces apart, starting a new indented line when one would overflow.
    private static func wrap(_ items: [String], prefix: String, width: Int) -> [String] {
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
