/// Writes a `ClassModel` as a Mermaid `classDiagram` (for the code host) and as Graphviz DOT
/// (turned into SVG by `dot`, for readers without a Mermaid renderer).
struct ClassDiagramRenderer {
    let model: ClassModel

    func mermaid() -> [String] {
        var lines = ["classDiagram", "    direction LR"]
        let modules = Set(model.types.map(\.module)).sorted()
        for module in modules {
            lines.append("    namespace \(module) {")
            for type in model.types where type.module == module {
                lines.append("        class \(Self.mermaidID(type.qualifiedName))[\"\(type.name)\"] {")
                lines.append("            <<\(annotation(type.kind))>>")
                lines += type.members.map { "            \(Self.escapedForMermaid($0))" }
                lines.append("        }")
            }
            lines.append("    }")
        }
        for relation in model.relations {
            switch relation.style {
            case .has:
                lines.append(
                    "    \(Self.mermaidID(relation.from)) --> \(Self.mermaidID(relation.to)) : \(relation.label)")
            case .implements:
                lines.append("    \(Self.mermaidID(relation.from)) ..|> \(Self.mermaidID(relation.to))")
            }
        }
        return lines
    }

    func dot(title: String) -> String {
        var lines = [
            "digraph \"\(title)\" {",
            "    graph [rankdir=LR, fontname=\"Helvetica\", fontsize=12, nodesep=0.3, ranksep=0.6, labelloc=t, label=\"\(title)\"];",
            "    node [shape=plaintext, fontname=\"Helvetica\", fontsize=10];",
            "    edge [fontname=\"Helvetica\", fontsize=9, color=\"#555555\"];",
        ]
        let modules = Set(model.types.map(\.module)).sorted()
        for (index, module) in modules.enumerated() {
            lines.append("    subgraph cluster_\(index) {")
            lines.append("        label=\"\(module)\"; style=rounded; color=\"#999999\";")
            for type in model.types where type.module == module {
                lines.append("        \"\(type.qualifiedName)\" [label=<\(htmlLabel(type))>];")
            }
            lines.append("    }")
        }
        for relation in model.relations {
            switch relation.style {
            case .has:
                lines.append("    \"\(relation.from)\" -> \"\(relation.to)\" [label=\"\(relation.label)\"];")
            case .implements:
                lines.append("    \"\(relation.from)\" -> \"\(relation.to)\" [style=dashed, arrowhead=empty];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mermaid ids take no dots: `PokemonListFeature.PokemonListPaging` is `PokemonListFeature_PokemonListPaging`.
    static func mermaidID(_ qualifiedName: String) -> String {
        qualifiedName.replacingOccurrences(of: ".", with: "_")
    }

    private func annotation(_ kind: ClassModel.Kind) -> String {
        switch kind {
        case .protocol: "protocol"
        case .port: "port protocol"
        default: kind.rawValue
        }
    }

    private func htmlLabel(_ type: ClassModel.TypeBox) -> String {
        let fill = type.kind == .protocol || type.kind == .port ? "#eef3fb" : "#ffffff"
        var rows = [
            "<TR><TD BGCOLOR=\"\(fill)\">«\(annotation(type.kind))»<BR/><B>\(Self.escapedForHTML(type.name))</B></TD></TR>"
        ]
        if !type.members.isEmpty {
            let members = type.members.flatMap(Self.wrapped).map { Self.escapedForHTML($0) + "<BR ALIGN=\"LEFT\"/>" }
                .joined()
            rows.append("<TR><TD ALIGN=\"LEFT\" BALIGN=\"LEFT\">\(members)</TD></TR>")
        }
        return "<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"4\">\(rows.joined())</TABLE>"
    }

    /// Mermaid writes generics as `~T~` and reads any member with parentheses as a method, so
    /// a property's type is written without them: `(any ShopRouting)?` as `any ShopRouting?`, and
    /// a closure's `(Int) async throws(ShopError) -> Page` as `Int async throws ShopError → Page`.
    static func escapedForMermaid(_ member: String) -> String {
        var text = member.replacingOccurrences(of: "->", with: "→").replacingOccurrences(of: "<", with: "~")
            .replacingOccurrences(of: ">", with: "~")
        if let colon = text.range(of: ": ") {
            let type = text[colon.upperBound...].replacingOccurrences(of: "throws(", with: "throws ")
                .filter { $0 != "(" && $0 != ")" }.replacingOccurrences(of: "  ", with: " ")
            text = text[..<colon.upperBound] + type
        }
        return text
    }

    /// A closure type is the widest member by far; broken before `async` and `->`, it keeps the
    /// box, and so the diagram, narrow enough for a screen.
    static func wrapped(_ member: String) -> [String] {
        guard member.count > 48 else { return [member] }
        var lines = [member]
        for breakPoint in [" async", " ->"] {
            guard let last = lines.last, let range = last.range(of: breakPoint) else { continue }
            lines[lines.count - 1] = String(last[..<range.lowerBound])
            lines.append("    " + last[range.lowerBound...].dropFirst())
        }
        return lines
    }

    static func escapedForHTML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
