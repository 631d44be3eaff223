import Foundation

/// What a generated class diagram says: its boxes, each in the module of its namespace, and its
/// arrows between them, as the Mermaid `classDiagram` the generator writes.
struct ClassDiagram: Equatable, Sendable {
    struct Box: Hashable, Sendable {
        let module: String
        let name: String
        let isPort: Bool
    }

    struct Arrow: Hashable, Sendable {
        let from: Box
        let to: Box
    }

    private(set) var boxes: [String: Box] = [:]
    private(set) var arrows: Set<Arrow> = []

    /// Reads `namespace Module {`, `class ID["Name"] {` with its `<<kind>>`, `A --> B : label` and `A ..|> B`.
    init(markdown: String) {
        var module: String?
        var pending: (id: String, name: String)?
        var links: [(String, String)] = []
        for rawLine in markdown.split(separator: "\n") {
            let line = String(rawLine.trimmingPrefix(while: \.isWhitespace))
            if line.hasPrefix("namespace "), line.hasSuffix(" {") {
                module = String(line.dropFirst("namespace ".count).dropLast(2))
            } else if line.hasPrefix("class "), let open = line.firstIndex(of: "["), let module {
                let id = String(line.dropFirst("class ".count)[..<open])
                let name = line[line.index(after: open)...].split(separator: "\"").first.map(String.init) ?? id
                pending = (id, name)
                boxes[id] = Box(module: module, name: name, isPort: false)
            } else if line.hasPrefix("<<"), let current = pending, let module {
                boxes[current.id] = Box(module: module, name: current.name, isPort: line.contains("port"))
                pending = nil
            } else if let arrow = line.range(of: " --> ") ?? line.range(of: " ..|> ") {
                let to = line[arrow.upperBound...].split(separator: " ").first.map(String.init) ?? ""
                links.append((String(line[..<arrow.lowerBound]), to))
            }
        }
        for (from, to) in links {
            guard let from = boxes[from], let to = boxes[to] else { continue }
            arrows.insert(Arrow(from: from, to: to))
        }
    }

    var unconnected: [Box] {
        let linked = Set(arrows.flatMap { [$0.from, $0.to] })
        return boxes.values.filter { !linked.contains($0) }.sorted { ($0.module, $0.name) < ($1.module, $1.name) }
    }

    /// Arrows that leave a feature core for anything but a port: into another core, an assembly
    /// or a kit. An assembly may point at its core; a core only at itself and the ports.
    var arrowsLeavingACore: [Arrow] {
        arrows.filter { arrow in
            let fromCore = !arrow.from.isPort && !arrow.from.module.hasSuffix("Assembly")
            return fromCore && arrow.to.module != arrow.from.module && !arrow.to.isPort
        }.sorted { "\($0)" < "\($1)" }
    }
}
