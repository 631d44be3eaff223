import Foundation
import PackagePlugin

/// Everything `new-slice` will write, worked out and checked before anything is written.
struct SlicePlan {
    let slice: SliceName
    let root: URL
    /// New files, by path relative to the package root.
    let files: [String: String]
    /// The new text of Package.swift and main.swift.
    let edits: [String: String]

    static let packageFile = "Package.swift"
    static let mainFile = "Modules/App/mosaic/main.swift"
    static let templates = "Modules/Platform/Tooling/NewSlice/Templates"

    static func make(arguments: [String], context: PluginContext) throws -> SlicePlan {
        let slice = try SliceName.parse(arguments).get()
        let root = context.package.directoryURL
        let templateRoot = root.appendingPathComponent(templates)
        let templateFiles = try templatePaths(under: templateRoot.appendingPathComponent("Files")).map {
            (path: $0, text: try read(templateRoot.appendingPathComponent("Files").appendingPathComponent($0)))
        }
        let code = templateFiles.filter { $0.path.hasSuffix(".swift.template") }.map(\.text)
        let taken = SliceCollisions(
            slice: slice, root: root, targets: context.package.targets.map(\.name),
            generatedTypes: declaredTypes(in: code).map { fill($0, slice) }, usedNames: usedNames(in: code))
        if let collision = try taken.first() { throw collision }

        var files: [String: String] = [:]
        for (path, text) in templateFiles {
            files[String(fill(path, slice).dropLast(".template".count))] = fill(text, slice)
        }
        for path in files.keys where FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) {
            throw PluginFailure("\(path) already exists")
        }
        let blocks = try ["Products", "Targets", "Support", "Tests"].map {
            fill(try read(templateRoot.appendingPathComponent("Package/\($0).template")), slice)
        }
        let package = try Registration.addSlice(
            slice.name, blocks: blocks, to: read(root.appendingPathComponent(packageFile))
        ).get()
        let main = try Registration.addModule(slice.name, to: read(root.appendingPathComponent(mainFile))).get()
        return SlicePlan(slice: slice, root: root, files: files, edits: [packageFile: package, mainFile: main])
    }

    /// Writes the files and the edits; on a failure part way, puts back what was there.
    func write() throws {
        var created: [URL] = []
        var originals: [URL: Data] = [:]
        do {
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                let url = root.appendingPathComponent(path)
                var folder = url.deletingLastPathComponent()
                var missing: [URL] = []
                while !FileManager.default.fileExists(atPath: folder.path) {
                    missing.append(folder)
                    folder = folder.deletingLastPathComponent()
                }
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                created += missing.reversed()
                try Data(text.utf8).write(to: url)
                created.append(url)
            }
            for (path, text) in edits {
                let url = root.appendingPathComponent(path)
                originals[url] = try Data(contentsOf: url)
                try Data(text.utf8).write(to: url)
            }
        } catch {
            for url in created.reversed() { try? FileManager.default.removeItem(at: url) }
            for (url, data) in originals { try? data.write(to: url) }
            throw PluginFailure("could not write the slice, nothing was left behind: \(error)")
        }
    }

    /// Runs swift-format on the new Swift files and Package.swift, so a long name cannot push a
    /// line over the repository's limit; the templates are already formatted for a name like `Forecasts`.
    func format(with tool: URL?) {
        let swiftFiles = (files.keys.filter { $0.hasSuffix(".swift") }.sorted() + [Self.packageFile]).map {
            root.appendingPathComponent($0).path
        }
        guard let tool, !swiftFiles.isEmpty else { return }
        let process = Process()
        process.executableURL = tool
        process.arguments =
            ["format", "--in-place", "--configuration", root.appendingPathComponent(".swift-format").path]
            + swiftFiles
        do {
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { Diagnostics.warning("swift-format could not format the new files") }
        } catch {
            Diagnostics.warning("swift-format did not run: \(error)")
        }
    }

    var summary: String {
        let name = slice.name
        return """
            Wrote the \(name) slice, whose subject is \(slice.subject): Modules/Features/\(name)/ (\(name)Feature, \(name)Emulator, \(name)Terminal, \
            \(name)Web, \(name)CommandLine, \(name)Assembly), Tests/\(name)FeatureTests, \(name)EmulatorTests, \(name)TerminalTests, \
            \(name)WebTests, \(name)AssemblyTests, Tests/Support/\(name)Testing and Docs/Features/\(name).md; declared it in Package.swift and registered \
            \(name)Module in Modules/App/mosaic/main.swift.
            Next: swift build && swift test --filter \(name) && .ci/diagrams && swift run mosaic \(slice.lower) list
            Take it out again with: swift package --allow-writing-to-package-directory remove-slice \(name)
            """
    }

    /// `__Name__` becomes the name, `__name__` its lowercase, `__Subject__` the subject.
    static func fill(_ text: String, _ slice: SliceName) -> String {
        text.replacingOccurrences(of: "__Name__", with: slice.name)
            .replacingOccurrences(of: "__name__", with: slice.lower)
            .replacingOccurrences(of: "__Subject__", with: slice.subject)
    }

    /// The types the templates declare whose names a placeholder makes, unfilled.
    static func declaredTypes(in code: [String]) -> [String] {
        code.flatMap { text in
            let words = identifiers(in: text)
            return zip(words, words.dropFirst()).compactMap { keyword, name in
                ["struct", "enum", "class", "protocol", "actor", "typealias"].contains(keyword)
                    && (name.contains("__Name__") || name.contains("__Subject__")) ? name : nil
            }
        }
    }

    /// The identifiers in the templates' code (comments left out) that no placeholder makes:
    /// the names the generated code takes from Swift, Foundation and the kits.
    static func usedNames(in code: [String]) -> Set<String> {
        let lines = code.flatMap { $0.split(separator: "\n") }.filter {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        }
        return Set(identifiers(in: lines.joined(separator: "\n")).filter { !$0.contains("__") })
    }

    private static func identifiers(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }

    private static func read(_ url: URL) throws -> String {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw PluginFailure("cannot read \(url.path)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func templatePaths(under folder: URL) throws -> [String] {
        let found = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        let paths = found.filter { $0.hasSuffix(".template") }.sorted()
        guard !paths.isEmpty else { throw PluginFailure("the templates are missing: \(folder.path)") }
        return paths
    }
}
