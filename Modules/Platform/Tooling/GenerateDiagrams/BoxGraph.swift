import Foundation
import PackagePlugin

/// The package's non-test targets grouped into boxes by folder, with their edges.
/// Everything is sorted by name, so the output only changes when the graph does.
struct BoxGraph {
    /// A box of the overview, in drawing order; slices are drawn where `Features` stands.
    static let fixedBoxes: [(title: String, folder: String)] = [
        ("App", "Modules/App/"),
        ("Features", "Modules/Features/"),
        ("Composition", "Modules/Composition/"),
        ("Platform", "Modules/Platform/"),
        ("Adapters", "Modules/Adapters/"),
        ("Ports", "Modules/Ports/"),
        ("Vendor", "Modules/Vendor/"),
    ]

    /// The box title of each drawn target (`Shop slice`, `Ports`, ...).
    private(set) var boxOfTarget: [String: String] = [:]
    /// Declared target-to-target edges between drawn targets, as (from, to).
    private(set) var edges: [(from: String, to: String)] = []
    /// The slices in the registry's order: the order the app's targets depend on their
    /// assemblies (`mosaic` lists them as its registry does), then any other slice by name.
    private(set) var slices: [String] = []

    init(targets: [any Target], root: URL) {
        let rootPath = root.standardizedFileURL.path + "/"
        for target in targets {
            let path = target.directoryURL.standardizedFileURL.path + "/"
            guard path.hasPrefix(rootPath), let box = Self.box(ofRelativePath: String(path.dropFirst(rootPath.count)))
            else { continue }
            boxOfTarget[target.name] = box
        }
        for target in targets where boxOfTarget[target.name] != nil {
            for case .target(let dependency) in target.dependencies where boxOfTarget[dependency.name] != nil {
                edges.append((target.name, dependency.name))
            }
        }
        edges.sort { ($0.from, $0.to) < ($1.from, $1.to) }
        let sliceBoxes = Set(boxOfTarget.values.filter { $0.hasSuffix(" slice") })
        var registered: [String] = []
        for target in targets.sorted(by: { $0.name < $1.name }) where boxOfTarget[target.name] == "App" {
            for case .target(let dependency) in target.dependencies {
                if let box = boxOfTarget[dependency.name], sliceBoxes.contains(box), !registered.contains(box) {
                    registered.append(box)
                }
            }
        }
        slices = (registered + sliceBoxes.subtracting(registered).sorted()).map { String($0.dropLast(" slice".count)) }
    }

    /// `Modules/Features/<Name>/...` is the box `<Name> slice`; other folders per `fixedBoxes`.
    static func box(ofRelativePath path: String) -> String? {
        let features = "Modules/Features/"
        if path.hasPrefix(features) {
            return path.dropFirst(features.count).split(separator: "/").first.map { "\($0) slice" }
        }
        if path.hasPrefix("Modules/Platform/Tooling/") { return nil }
        return fixedBoxes.first { $0.title != "Features" && path.hasPrefix($0.folder) }?.title
    }

    var boxesInDrawingOrder: [String] {
        Self.fixedBoxes.flatMap { $0.title == "Features" ? slices.map { "\($0) slice" } : [$0.title] }
            .filter { box in boxOfTarget.values.contains(box) }
    }

    /// The slice drawn open, target by target, in both overviews.
    var openedSlice: String? { slices.first.map { "\($0) slice" } }

    func overview() -> String {
        let opened = openedSlice
        var lines = Self.header(
            title: "Modules",
            about: "Each feature slice, the kits, the ports, the adapters, the vendor code and the app are one box "
                + "each, the slices in the registry's order; an arrow between boxes means some target in one box "
                + "depends on some target in the other. The first slice"
                + (opened.map { " (\($0))" } ?? "") + " is drawn open, target by target: its core "
                + "reaches the ports and nothing else; its terminal, web and command-line targets reach the kits and "
                + "the slice through its assembly, which builds the core, hands it the ports and knows no client; its emulator answers over `Networking`. Every target is coloured by its layer (see the legend). "
                + "Each slice's own diagram is in [slices/](slices); [modules.svg](modules.svg) is the "
                + "same diagram drawn by Graphviz.")
        lines += ["```mermaid", "flowchart TB"]
        for box in boxesInDrawingOrder {
            lines += subgraph(box, members: members(of: box))
        }
        lines += legend
        lines += overviewArrows.map { "    \($0.from) --> \($0.to)" }
        lines += layerClasses
        lines.append("```")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The overview's arrows, by id: one per pair of boxes, but the open slice's start at its targets
    /// and end at a target of the slice or, once per box, at the box they reach outside it.
    var overviewArrows: [(from: String, to: String)] {
        let opened = openedSlice
        var arrows = boxEdgePairs.filter { $0.from != opened }.map {
            (from: Self.id(of: $0.from), to: Self.id(of: $0.to))
        }
        for edge in edges where boxOfTarget[edge.from] == opened {
            let to = boxOfTarget[edge.to] == opened ? edge.to : Self.id(of: boxOfTarget[edge.to]!)
            if !arrows.contains(where: { $0 == (edge.from, to) }) { arrows.append((edge.from, to)) }
        }
        return arrows
    }

    func sliceDiagram(_ slice: String) -> String {
        let box = "\(slice) slice"
        let own = Set(members(of: box))
        let drawnEdges = edges.filter { own.contains($0.from) }
        let outside = Set(drawnEdges.map(\.to)).subtracting(own)
        var lines = Self.header(
            title: "The \(slice) slice",
            about: "Every target of the slice and everything it depends on, grouped by box "
                + "(see [the overview](../modules.md)).")
        lines += ["```mermaid", "flowchart LR"]
        lines += subgraph(box, members: own.sorted())
        for other in boxesInDrawingOrder where other != box {
            let shown = members(of: other).filter(outside.contains)
            if !shown.isEmpty { lines += subgraph(other, members: shown) }
        }
        lines += drawnEdges.map { "    \($0.from) --> \($0.to)" }
        lines.append("```")
        return lines.joined(separator: "\n") + "\n"
    }

    private var boxEdgePairs: [(from: String, to: String)] {
        let pairs = Set(
            edges.compactMap { edge -> [String]? in
                let (from, to) = (boxOfTarget[edge.from]!, boxOfTarget[edge.to]!)
                return from == to ? nil : [from, to]
            })
        return pairs.sorted { $0.lexicographicallyPrecedes($1) }.map { ($0[0], $0[1]) }
    }

    /// The feature targets of a slice (not its emulator, clients or assembly).
    func featureTargets(of slice: String) -> [String] {
        members(of: "\(slice) slice").filter { target in
            !["Emulator", "Terminal", "Web", "CommandLine", "Assembly"].contains { target.hasSuffix($0) }
        }
    }

    func members(of box: String) -> [String] {
        boxOfTarget.filter { $0.value == box }.keys.sorted()
    }

    static func header(
        title: String, about: String, source: String = "Package.swift", matches: String = "the target graph"
    ) -> [String] {
        [
            "# \(title)",
            "",
            "Generated from \(source) by `\(GenerateDiagrams.regenerateCommand)`.",
            "Do not edit by hand: CI fails when this file no longer matches \(matches).",
            "",
            about,
            "",
        ]
    }

    private func subgraph(_ box: String, members: [String]) -> [String] {
        ["    subgraph \(Self.id(of: box))[\"\(box)\"]"] + members.map { "        \($0)" } + ["    end"]
    }

    /// A Mermaid id for a box that cannot clash with a target's name.
    static func id(of box: String) -> String {
        box.replacingOccurrences(of: " slice", with: "Slice") + "Box"
    }
}
