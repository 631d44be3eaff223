/// The overview as Graphviz DOT, for readers without a Mermaid renderer, with `overview()`'s boxes,
/// arrows, colours and legend: a closed box is one node listing its targets on their layers' colours,
/// the open slice a cluster of one node per target; left to right keeps it narrow enough for a page.
extension BoxGraph {
    func overviewDot() -> String {
        let opened = openedSlice
        var lines = [
            "digraph Modules {",
            "    graph [rankdir=LR, compound=true, fontname=\"Helvetica\", fontsize=12, nodesep=0.3, ranksep=0.5];",
            "    node [shape=plain, fontname=\"Helvetica\", fontsize=10, fontcolor=\"#111111\"];",
            "    edge [color=\"#555555\"];",
        ]
        for box in boxesInDrawingOrder {
            guard box == opened else {
                lines.append("    \(Self.id(of: box)) [label=<\(boxTable(box))>];")
                continue
            }
            lines += ["    subgraph cluster_\(Self.id(of: box)) {", "        label=<<B>\(box)</B>>; style=rounded;"]
            lines += members(of: box).map { target in
                let colours = Self.colours(of: layer(of: target))
                return "        \(target) [shape=box, style=\"rounded,filled\", fillcolor=\"\(colours.fill)\", "
                    + "color=\"\(colours.stroke)\", label=\"\(target)\"];"
            }
            lines.append("    }")
        }
        lines += closedSliceColumn
        lines += ["    Legend [label=<\(Self.legendTable)>];", "    { rank=sink; Legend; }"]
        lines += overviewArrows.map { arrow in
            guard let opened, arrow.to == Self.id(of: opened) else { return "    \(arrow.from) -> \(arrow.to);" }
            return "    \(arrow.from) -> \(entry(of: opened)) [lhead=cluster_\(arrow.to)];"
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The closed slices in one rank, in the registry's order, held there by invisible arrows.
    private var closedSliceColumn: [String] {
        let ids = slices.dropFirst().map { Self.id(of: "\($0) slice") }
        return ids.count > 1 ? ["    { rank=same; \(ids.joined(separator: " -> ")) [style=invis]; }"] : []
    }

    /// The target of the open slice an arrow into it is aimed at (Graphviz draws arrows between
    /// nodes; `lhead` clips it at the cluster): the first one depended on from outside the slice.
    private func entry(of box: String) -> String {
        let targets = members(of: box)
        return targets.first { target in edges.contains { $0.to == target && boxOfTarget[$0.from] != box } }
            ?? targets[0]
    }

    private func boxTable(_ box: String) -> String {
        let rows = members(of: box).map { target in
            "<TR><TD ALIGN=\"LEFT\" BGCOLOR=\"\(Self.colours(of: layer(of: target)).fill)\">\(target)</TD></TR>"
        }
        return "<TABLE BORDER=\"1\" STYLE=\"rounded\" CELLBORDER=\"0\" CELLSPACING=\"2\" CELLPADDING=\"3\">"
            + "<TR><TD><B>\(box)</B></TD></TR>\(rows.joined())</TABLE>"
    }

    private static var legendTable: String {
        let rows = layers.map { "<TR><TD BGCOLOR=\"\($0.fill)\" COLOR=\"\($0.stroke)\">\($0.name)</TD></TR>" }
        return "<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"4\" CELLPADDING=\"4\">"
            + "<TR><TD BORDER=\"0\"><B>Legend:<BR/>one colour<BR/>per layer</B></TD></TR>\(rows.joined())</TABLE>"
    }

    private static func colours(of layer: String) -> (fill: String, stroke: String) {
        let entry = layers.first { $0.name == layer }!
        return (entry.fill, entry.stroke)
    }
}
