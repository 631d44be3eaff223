import Foundation
import PackagePlugin

/// Writes the module diagrams from the target graph SwiftPM resolved: `Diagrams/modules.md`,
/// an overview where each feature slice, the kits, the ports, the adapters, the vendor code and
/// the app are one box each with one arrow per pair of boxes, and `Diagrams/slices/<Name>.md`,
/// every target of one slice with each of its dependencies. `--check` only compares, for CI.
///
/// Plugins cannot depend on library targets, so the folder-to-box table below repeats, in
/// small, Tests/ArchitectureTests/Support/Layer.swift. Keep the two in step.
@main
struct GenerateDiagrams: CommandPlugin {
    static let overviewPath = "Diagrams/modules.md"
    static let slicesFolder = "Diagrams/slices"
    static let regenerateCommand = "swift package --allow-writing-to-package-directory generate-diagrams"

    struct StaleDiagrams: Error, CustomStringConvertible {
        let description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let root = context.package.directoryURL
        let graph = BoxGraph(targets: context.package.targets, root: root)
        var files = [Self.overviewPath: graph.overview()]
        for slice in graph.slices {
            files["\(Self.slicesFolder)/\(slice).md"] = graph.sliceDiagram(slice)
        }
        let existingSlices =
            (try? FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent(Self.slicesFolder).path)) ?? []
        let leftOver = existingSlices.map { "\(Self.slicesFolder)/\($0)" }.filter { files[$0] == nil }

        if arguments.contains("--check") {
            let stale = files.keys.sorted().filter { path in
                (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) != files[path]
            }
            guard stale.isEmpty, leftOver.isEmpty else {
                let names = (stale + leftOver.map { "\($0) (no such slice)" }).joined(separator: ", ")
                Diagnostics.error("\(names) does not match Package.swift. Regenerate with: \(Self.regenerateCommand)")
                throw StaleDiagrams(description: "stale diagrams: \(names)")
            }
            print("\(files.count) diagrams are up to date.")
            return
        }
        for path in leftOver {
            try FileManager.default.removeItem(at: root.appendingPathComponent(path))
        }
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        print("Wrote \(files.count) diagrams.")
    }
}
