import Foundation
import PackagePlugin

/// Writes Diagrams/modules.md, a Mermaid flowchart of the package's non-test targets, from the
/// target graph SwiftPM resolved; `--check` only compares, for CI.
///
/// Plugins cannot depend on library targets, so the folder-to-layer table below repeats, in
/// small, the one in Tests/ArchitectureTests/Support/Layer.swift. Keep the two in step.
@main
struct GenerateDiagrams: CommandPlugin {
    static let outputPath = "Diagrams/modules.md"
    static let regenerateCommand = "swift package --allow-writing-to-package-directory generate-diagrams"

    /// Diagram groups in the order they are drawn, and the folder each one holds.
    static let groups: [(title: String, folder: String)] = [
        ("Ports", "Modules/Ports/"),
        ("Adapters", "Modules/Adapters/"),
        ("Vendor", "Modules/Vendor/"),
        ("Features", "Modules/Features/"),
        ("UI", "Modules/UI/"),
        ("App", "Modules/App/"),
    ]

    struct StaleDiagram: Error, CustomStringConvertible {
        let description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let root = context.package.directoryURL
        let output = root.appendingPathComponent(Self.outputPath)
        let diagram = Self.render(targets: context.package.targets, root: root)

        if arguments.contains("--check") {
            let committed = try? String(contentsOf: output, encoding: .utf8)
            guard committed == diagram else {
                let message =
                    "\(Self.outputPath) does not match Package.swift. Regenerate it with: \(Self.regenerateCommand)"
                Diagnostics.error(message)
                throw StaleDiagram(description: "\(Self.outputPath) is stale")
            }
            print("\(Self.outputPath) is up to date.")
            return
        }
        try FileManager.default.createDirectory(
            at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try diagram.write(to: output, atomically: true, encoding: .utf8)
        print("Wrote \(Self.outputPath).")
    }

    /// The whole file. Everything is sorted by name so the output only changes when the graph does.
    static func render(targets: [any Target], root: URL) -> String {
        var groupOfTarget: [String: String] = [:]
        for target in targets {
            if let group = group(of: target, root: root) { groupOfTarget[target.name] = group }
        }
        var lines = [
            "# Modules",
            "",
            "Generated from Package.swift by `\(regenerateCommand)`.",
            "Do not edit by hand: CI fails when this file no longer matches the target graph.",
            "",
            "```mermaid",
            "flowchart TB",
        ]
        for (title, _) in groups {
            let members = groupOfTarget.filter { $0.value == title }.keys.sorted()
            guard !members.isEmpty else { continue }
            lines.append("    subgraph \(title)Group[\"\(title)\"]")
            lines += members.map { "        \($0)" }
            lines.append("    end")
        }
        var edges: [String] = []
        for target in targets where groupOfTarget[target.name] != nil {
            for case .target(let dependency) in target.dependencies where groupOfTarget[dependency.name] != nil {
                edges.append("    \(target.name) --> \(dependency.name)")
            }
        }
        lines += Set(edges).sorted()
        lines.append("```")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The diagram group of a target, or `nil` for tests, test support and plugins.
    static func group(of target: any Target, root: URL) -> String? {
        let rootPath = root.standardizedFileURL.path
        let targetPath = target.directoryURL.standardizedFileURL.path
        guard targetPath.hasPrefix(rootPath + "/") else { return nil }
        let relative = String(targetPath.dropFirst(rootPath.count + 1)) + "/"
        return groups.first { relative.hasPrefix($0.folder) }?.title
    }
}
