import Foundation
import PackagePlugin

/// Writes the diagrams in `Diagrams/` from the code, so none can drift:
/// - `modules.md` and `.svg`: one box each for every slice (in the registry's order), the kits, ports,
///   adapters, vendor code and app, one arrow per pair of boxes; the first slice open, target by target;
///   every target coloured by its layer;
/// - `slices/<Name>.md`: every target of one slice with each of its dependencies;
/// - `classes/<Name>.md` and `.svg`: a slice's features' architectural surface, what they own and
///   implement, from the built modules' symbol graphs; `classes/<Name>-all-types.md`: all their types.
///
/// `--check` only compares, naming every stale file. `--modules-dir DIR` reads modules built there
/// instead of building first (the tests pass their own). `Diagrams/sequences/` comes from test runs.
///
/// Plugins cannot depend on library targets, so `BoxGraph`'s folder-to-box table repeats, in small,
/// Tests/ArchitectureTests/Support/Layer.swift. Keep the two in step.
@main
struct GenerateDiagrams: CommandPlugin {
    static let regenerateCommand = "swift package --allow-writing-to-package-directory generate-diagrams"
    /// Folders whose every file this plugin writes, so a file it no longer writes is stale.
    static let ownedFolders = ["Diagrams/slices", "Diagrams/classes"]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The folders under `parent` that hold a `module.modulemap`: the system libraries
    /// (`Modules/Vendor/*`), and the C targets' build folders (`<Target>.build/`, beside `Modules/`). A
    /// module that imports one, even internally, cannot be loaded without its module map.
    static func moduleMapFolders(in parent: URL) -> [URL] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        return folders.sorted().map { parent.appendingPathComponent($0) }.filter {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("module.modulemap").path)
        }
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let root = context.package.directoryURL
        let graph = BoxGraph(targets: context.package.targets, root: root)
        let modules = try await modulesDirectory(arguments: arguments, context: context)
        let extractor = SymbolGraphExtractor(
            tool: try context.tool(named: "swift-symbolgraph-extract").url,
            modulesDirectory: modules,
            targetTriple: try Self.targetTriple(of: modules),
            workDirectory: context.pluginWorkDirectoryURL.appendingPathComponent("symbol-graphs"),
            clangModuleDirectories: Self.moduleMapFolders(in: root.appendingPathComponent("Modules/Vendor"))
                + Self.moduleMapFolders(in: modules.deletingLastPathComponent()))
        let graphviz = try Graphviz.locate()

        var files = ["Diagrams/modules.md": graph.overview()]
        files["Diagrams/modules.svg"] = try graphviz.svg(from: graph.overviewDot())
        for slice in graph.slices {
            files["Diagrams/slices/\(slice).md"] = graph.sliceDiagram(slice)
            let model = ClassModel(
                features: try graph.featureTargets(of: slice).map { ($0, try extractor.graph(of: $0)) },
                assembly: ("\(slice)Assembly", try extractor.graph(of: "\(slice)Assembly")))
            let surface = ClassDiagramRenderer(model: model.surface(assembly: "\(slice)Assembly"))
            files["Diagrams/classes/\(slice).md"] = Self.classDiagramPage(slice: slice, mermaid: surface.mermaid())
            files["Diagrams/classes/\(slice).svg"] = try graphviz.svg(from: surface.dot(title: "\(slice) slice: types"))
            files["Diagrams/classes/\(slice)-all-types.md"] = Self.allTypesPage(
                slice: slice, mermaid: ClassDiagramRenderer(model: model).mermaid())
        }
        let leftOver = Self.ownedFolders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
                .map { "\(folder)/\($0)" }
        }.filter { files[$0] == nil }.sorted()

        if arguments.contains("--check") {
            let stale = files.keys.sorted().filter { path in
                (try? Data(contentsOf: root.appendingPathComponent(path))) != Data(files[path]!.utf8)
            }
            guard stale.isEmpty, leftOver.isEmpty else {
                let names = (stale + leftOver.map { "\($0) (no longer generated)" }).joined(separator: ", ")
                Diagnostics.error("stale diagrams: \(names). Regenerate with: \(Self.regenerateCommand)")
                throw Failure(description: "stale diagrams: \(names)")
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

    /// `--modules-dir DIR`, or the debug build's modules after building every library target.
    private func modulesDirectory(arguments: [String], context: PluginContext) async throws -> URL {
        if let index = arguments.firstIndex(of: "--modules-dir"), arguments.indices.contains(index + 1) {
            return URL(fileURLWithPath: arguments[index + 1])
        }
        let result = try packageManager.build(.all(includingTests: false), parameters: .init(configuration: .debug))
        guard result.succeeded else {
            throw Failure(description: "the package does not build, so its types cannot be drawn:\n\(result.logText)")
        }
        guard let artifact = result.builtArtifacts.first else {
            throw Failure(description: "the build produced nothing to find the modules by")
        }
        return artifact.url.deletingLastPathComponent().appendingPathComponent("Modules")
    }

    /// The build folder is named after the triple (`.build/x86_64-unknown-linux-gnu/debug/Modules`).
    static func targetTriple(of modules: URL) throws -> String {
        let components = modules.resolvingSymlinksInPath().pathComponents
        guard let configuration = components.lastIndex(where: { $0 == "debug" || $0 == "release" }),
            configuration > 0, components[configuration - 1].contains("-")
        else { throw Failure(description: "cannot tell the target triple from \(modules.path)") }
        return components[configuration - 1]
    }

    static func classDiagramPage(slice: String, mermaid: [String]) -> String {
        var lines = BoxGraph.header(
            title: "The \(slice) slice: types",
            about: "The slice's architectural surface: its view models and view states, the routing and event-sink "
                + "protocols with the assembly types that implement them, the model seams and services, and the "
                + "ports they hold. A solid arrow is a stored property of that type (named on the arrow); a dashed "
                + "one, a conformance. `+` is public, `~` internal. [\(slice).svg](\(slice).svg) is the same "
                + "diagram drawn by Graphviz; [every type of the slice](\(slice)-all-types.md) is on a page of its "
                + "own.",
            source: "the compiler's symbol graphs", matches: "the code")
        lines += ["```mermaid"] + mermaid + ["```"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func allTypesPage(slice: String, mermaid: [String]) -> String {
        var lines = BoxGraph.header(
            title: "The \(slice) slice: every type",
            about: "Every type of the slice's features, DTOs, errors, flags and helpers included, each named by its "
                + "module, and the assembly types that implement their protocols. [The slice's surface](\(slice).md) "
                + "is the diagram to read first.",
            source: "the compiler's symbol graphs", matches: "the code")
        lines += ["```mermaid"] + mermaid + ["```"]
        return lines.joined(separator: "\n") + "\n"
    }
}
