/// The colour of each layer in the overview, and the legend that names them: a slice's core
/// and the ports stand out, so the one rule that matters most (only a core touches the ports)
/// can be seen.
extension BoxGraph {
    /// Layers in the legend's order, with their Mermaid fill and stroke.
    static let layers: [(name: String, fill: String, stroke: String)] = [
        ("app", "#f5d0fe", "#86198f"),
        ("assembly", "#e9d5ff", "#6b21a8"),
        ("terminal", "#fed7aa", "#9a3412"),
        ("web", "#fecaca", "#991b1b"),
        ("commandline", "#fde68a", "#92400e"),
        ("core", "#bfdbfe", "#1e40af"),
        ("emulator", "#e5e7eb", "#374151"),
        ("kit", "#bbf7d0", "#166534"),
        ("adapter", "#a5f3fc", "#155e75"),
        ("port", "#fef08a", "#854d0e"),
        ("vendor", "#d6d3d1", "#44403c"),
    ]

    /// The layer a target is coloured as: its box, or within a slice the suffix of its name.
    func layer(of target: String) -> String {
        switch boxOfTarget[target] {
        case "App": return "app"
        case "Composition", "Platform": return "kit"
        case "Adapters": return "adapter"
        case "Ports": return "port"
        case "Vendor": return "vendor"
        default:
            for suffix in ["Emulator", "Terminal", "Web", "CommandLine", "Assembly"] where target.hasSuffix(suffix) {
                return suffix.lowercased()
            }
            return "core"
        }
    }

    var legend: [String] {
        ["    subgraph Legend[\"Legend: one colour per layer\"]", "        direction LR"]
            + Self.layers.map { "        legend_\($0.name)[\"\($0.name)\"]" } + ["    end"]
    }

    /// `classDef` for each layer, then the targets and legend nodes of each, in the legend's order.
    var layerClasses: [String] {
        let drawn = boxOfTarget.keys.sorted()
        return Self.layers.map { "    classDef \($0.name) fill:\($0.fill),stroke:\($0.stroke),color:#111111" }
            + Self.layers.map { layer in
                let members = ["legend_\(layer.name)"] + drawn.filter { self.layer(of: $0) == layer.name }
                return "    class \(members.joined(separator: ",")) \(layer.name)"
            }
    }
}
