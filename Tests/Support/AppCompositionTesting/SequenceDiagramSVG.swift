/// A recorded run drawn as an SVG sequence diagram by our own code, needing no tool outside the toolchain:
/// participants as boxes with lifelines (the driver first, as an actor), messages as numbered arrows, solid
/// for a call, dashed for a reply, red with a cross for a failure. Wider than 1280 px, it is scaled to 1280.
package struct SequenceDiagramSVG {
    static let maximumWidth = 1280

    package let title: String
    let layout: SequenceDiagramLayout

    package init(title: String, trace: CallTrace) {
        self.title = title
        layout = SequenceDiagramLayout(participants: trace.participants, messages: trace.recorded)
    }

    package func render() -> String {
        let shownWidth = min(layout.width, Self.maximumWidth)
        let shownHeight = layout.height * shownWidth / max(layout.width, 1)
        var svg = [
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(shownWidth)" height="\##(shownHeight)" "##
                + ##"viewBox="0 0 \##(layout.width) \##(layout.height)" role="img" aria-labelledby="title">"##,
            ##"<title id="title">\##(SVGText.escaped(title))</title>"##,
            "<style>",
            "text{font-family:Helvetica,Arial,'DejaVu Sans',sans-serif;font-size:12px;fill:#1d1d1f}",
            ".name{font-size:13px}.role{font-size:11px;fill:#555}",
            ".number{font-size:10px;font-weight:bold;fill:#fff}",
            ".box{fill:#eaf1fb;stroke:#3d6aa8}.actor{fill:none;stroke:#1d1d1f;stroke-width:1.5}",
            ".lifeline{stroke:#9aa5b1;stroke-dasharray:4 4}",
            ".call,.reply,.failure{fill:none;stroke:#1d1d1f;stroke-width:1.3}.reply{stroke-dasharray:6 4}",
            ".failure{stroke:#b3261e;stroke-dasharray:3 3}text.failure{fill:#b3261e;stroke:none}",
            "</style>",
            "<defs>",
            ##"<marker id="call" markerWidth="10" markerHeight="8" refX="9" refY="4" orient="auto">"##
                + ##"<path d="M0,0 L10,4 L0,8 z" fill="#1d1d1f"/></marker>"##,
            ##"<marker id="reply" markerWidth="10" markerHeight="8" refX="9" refY="4" orient="auto">"##
                + ##"<path d="M0,0 L9,4 L0,8" fill="none" stroke="#1d1d1f" stroke-width="1.3"/></marker>"##,
            ##"<marker id="failure" markerWidth="10" markerHeight="10" refX="5" refY="5" orient="auto">"##
                + ##"<path d="M1,1 L9,9 M9,1 L1,9" stroke="#b3261e" stroke-width="1.8"/></marker>"##,
            "</defs>",
            ##"<rect width="\##(layout.width)" height="\##(layout.height)" fill="#fff"/>"##,
        ]
        let top = SequenceDiagramLayout.margin
        let lifelineTop = top + layout.headerHeight
        for (index, column) in layout.columns.enumerated() {
            svg.append(
                ##"<line class="lifeline" x1="\##(column.center)" y1="\##(lifelineTop)" x2="\##(column.center)" "##
                    + ##"y2="\##(layout.height - SequenceDiagramLayout.margin)"/>"##)
            if index == 0 {
                svg.append(actor(at: column.center, top: top))
            } else {
                svg.append(
                    ##"<rect class="box" x="\##(column.center - column.width / 2)" y="\##(top)" "##
                        + ##"width="\##(column.width)" height="\##(layout.headerHeight)" rx="4"/>"##)
            }
            let textHeight = column.lines.count * SequenceDiagramLayout.lineHeight
            let textTop = index == 0 ? lifelineTop - textHeight - 2 : top + (layout.headerHeight - textHeight) / 2
            svg += lines(column.lines, x: column.center, top: textTop, anchor: "middle") { line in
                SequenceDiagramLayout.isRole(line) ? "name role" : "name"
            }
        }
        for (number, row) in layout.rows.enumerated() { svg += arrow(row, number: number + 1) }
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    private func arrow(_ row: SequenceDiagramLayout.Row, number: Int) -> [String] {
        let kind = "\(row.message.kind)"
        let radius = SequenceDiagramLayout.numberRadius
        var svg: [String]
        let labelX: Int
        if row.from == row.to {
            let out = row.from + SequenceDiagramLayout.loopWidth
            svg = [
                ##"<path class="\##(kind)" d="M\##(row.from),\##(row.arrow) H\##(out) V\##(row.arrow + 14) H\##(row.from + 2)" "##
                    + ##"marker-end="url(#\##(kind))"/>"##
            ]
            labelX = out + 8 + radius
        } else {
            // The arrow starts clear of its number and ends on the other lifeline.
            let direction = row.to > row.from ? 1 : -1
            svg = [
                ##"<line class="\##(kind)" x1="\##(row.from + direction * radius)" y1="\##(row.arrow)" "##
                    + ##"x2="\##(row.to - direction)" y2="\##(row.arrow)" marker-end="url(#\##(kind))"/>"##
            ]
            labelX = (row.from + row.to) / 2 + direction * radius
        }
        svg.append(##"<circle cx="\##(row.from)" cy="\##(row.arrow)" r="\##(radius)" fill="#3d6aa8"/>"##)
        svg.append(
            ##"<text class="number" x="\##(row.from)" y="\##(row.arrow + 4)" text-anchor="middle">\##(number)</text>"##)
        let anchor = row.from == row.to ? "start" : "middle"
        return svg
            + lines(row.label, x: labelX, top: row.top, anchor: anchor) { _ in
                row.message.kind == .failure ? "failure" : nil
            }
    }

    /// A stick figure above the driver's name.
    private func actor(at x: Int, top: Int) -> String {
        let head = top + 7
        return ##"<g class="actor"><circle cx="\##(x)" cy="\##(head)" r="6"/>"##
            + ##"<path d="M\##(x),\##(head + 6) V\##(head + 20) M\##(x - 10),\##(head + 11) H\##(x + 10) "##
            + ##"M\##(x),\##(head + 20) L\##(x - 8),\##(head + 29) M\##(x),\##(head + 20) L\##(x + 8),\##(head + 29)"/></g>"##
    }

    private func lines(_ lines: [String], x: Int, top: Int, anchor: String, style: (String) -> String?) -> [String] {
        lines.enumerated().map { index, line in
            let baseline = top + (index + 1) * SequenceDiagramLayout.lineHeight - 4
            let kind = style(line).map { ##" class="\##($0)""## } ?? ""
            return
                ##"<text\##(kind) x="\##(x)" y="\##(baseline)" text-anchor="\##(anchor)">\##(SVGText.escaped(line))</text>"##
        }
    }
}
