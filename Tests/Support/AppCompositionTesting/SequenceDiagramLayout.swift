import Foundation

/// Where each part of a sequence diagram goes, in whole pixels so the SVG is the same bytes on
/// every run: one column per participant, as far apart as its box and the labels between it and
/// the others need, and one row per message, top to bottom.
struct SequenceDiagramLayout {
    struct Column {
        let lines: [String]
        let center: Int
        let width: Int
    }

    struct Row {
        let message: CallTrace.Message
        let from: Int
        let to: Int
        let label: [String]
        /// The top of the label's first line; the arrow is drawn below the label.
        let top: Int
        let arrow: Int
    }

    static let margin = 20
    static let lineHeight = 17
    static let boxPadding = 7
    static let actorFigureHeight = 36
    static let numberRadius = 9
    /// How far a message to its own participant goes out before it comes back.
    static let loopWidth = 30
    static let nameLimit = 26
    static let labelLimit = 22

    let columns: [Column]
    let rows: [Row]
    let headerHeight: Int
    let width: Int
    let height: Int

    init(participants: [String], messages: [CallTrace.Message]) {
        let names = participants.map(Self.nameLines)
        let widths = names.map { lines in
            let name = SVGText.width(of: lines.filter { !Self.isRole($0) }, character: SVGText.nameCharacter)
            let role = SVGText.width(of: lines.filter(Self.isRole), character: SVGText.roleCharacter)
            return max(80, max(name, role) + 2 * Self.boxPadding)
        }
        let index = Dictionary(uniqueKeysWithValues: participants.enumerated().map { ($1, $0) })
        let labels = messages.map { SVGText.wrap($0.text, limit: Self.labelLimit) }

        // Each column as far right of the one before as both boxes need; then wider wherever a
        // label does not fit between its two lifelines, the shortest spans first so a long
        // one only widens what the short ones left too narrow.
        var centers = [Int]()
        for (column, width) in widths.enumerated() {
            centers.append(
                column == 0 ? Self.margin + width / 2 : centers[column - 1] + (widths[column - 1] + width) / 2 + 12)
        }
        var rightEdge = (centers.last ?? 0) + (widths.last ?? 0) / 2
        let spans = messages.indices.map { (index[messages[$0].from]!, index[messages[$0].to]!, $0) }
        for (from, to, message) in spans.sorted(by: { (abs($0.0 - $0.1), $0.2) < (abs($1.0 - $1.1), $1.2) }) {
            let need = SVGText.width(of: labels[message]) + 2 * Self.numberRadius + 8
            if from == to {
                // Drawn to the right of its lifeline: the next column, or the edge, moves over.
                let reach = centers[from] + Self.loopWidth + need
                if from + 1 < centers.count {
                    let shift = max(0, reach - (centers[from + 1] - widths[from + 1] / 2))
                    for column in (from + 1)..<centers.count { centers[column] += shift }
                    rightEdge += shift
                } else {
                    rightEdge = max(rightEdge, reach)
                }
                continue
            }
            let (low, high) = (min(from, to), max(from, to))
            let shift = max(0, need - (centers[high] - centers[low]))
            for column in high..<centers.count { centers[column] += shift }
            rightEdge += shift
        }
        columns = names.indices.map { Column(lines: names[$0], center: centers[$0], width: widths[$0]) }

        let boxHeight = (names.map(\.count).max() ?? 1) * Self.lineHeight + 2 * Self.boxPadding
        let actorHeight = Self.actorFigureHeight + (names.first?.count ?? 1) * Self.lineHeight + 4
        headerHeight = max(boxHeight, actorHeight)

        var top = Self.margin + headerHeight + 16
        var rows: [Row] = []
        for (message, label) in zip(messages, labels) {
            let arrow = top + label.count * Self.lineHeight + 4
            rows.append(
                Row(
                    message: message, from: centers[index[message.from]!], to: centers[index[message.to]!],
                    label: label, top: top, arrow: arrow))
            top = arrow + (message.from == message.to ? 28 : 14)
        }
        self.rows = rows
        width = rightEdge + Self.margin
        height = top + 10 + Self.margin
    }

    /// A participant's role, such as `(core seam)`, is drawn smaller under its name.
    static func isRole(_ line: String) -> Bool { line.hasPrefix("(") }

    /// A participant's name on its own lines, each role in parentheses on a line of its own:
    /// `LaunchesClient (core seam)` is `LaunchesClient` over `(core seam)`.
    private static func nameLines(_ name: String) -> [String] {
        name.components(separatedBy: " (").enumerated().flatMap { part, text in
            SVGText.wrap(part == 0 ? text : "(" + text, limit: nameLimit)
        }
    }
}
