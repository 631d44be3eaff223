/// The lines `new-slice` adds outside the slice's folders: its four blocks in Package.swift (products,
/// targets, test support, tests), its imports and registry entry in main.swift. `remove-slice` takes out
/// exactly these lines, so keep the two plugins in step.
enum Registration {
    /// Where each block goes in Package.swift: before the line that opens the section after it.
    static let anchors = [
        "        // MARK: Fuzzing: FuzzEntries, for the fuzzing package in FuzzTesting/, is declared below on Linux only",
        "        // MARK: App: the composition root, the only place that knows concrete adapters",
        "        // MARK: Tests: one target per target, named after it, so `--filter <Slice>` runs a slice",
        "        // MARK: Tests of the app, the fuzzers' findings and the rules",
    ]

    /// Package.swift with each of `blocks` (each ending in a blank line) before its anchor, and the slice's
    /// assembly and clients last among `mosaic`'s dependencies, one slice a line.
    static func addSlice(_ name: String, blocks: [String], to package: String) -> Result<String, PluginFailure> {
        var lines = package.components(separatedBy: "\n")
        guard let executable = lines.firstIndex(of: "            name: \"mosaic\","),
            let end = lines[executable...].firstIndex(of: "            ],")
        else {
            return .failure(PluginFailure("Package.swift has no `mosaic` target whose dependencies end in a `],` line"))
        }
        lines.insert("                " + modules(name).map { "\"\($0)\"," }.joined(separator: " "), at: end)
        for (block, anchor) in zip(blocks, anchors) {
            guard let position = lines.firstIndex(of: anchor) else {
                return .failure(
                    PluginFailure("Package.swift has no `\(anchor.trimmingCharacters(in: .whitespaces))` line"))
            }
            lines.insert(contentsOf: block.components(separatedBy: "\n").dropLast(), at: position)
        }
        return .success(lines.joined(separator: "\n"))
    }

    /// The slice's targets `mosaic` links: its registration, then each client's entries.
    static func modules(_ name: String) -> [String] {
        ["Assembly", "CommandLine", "Terminal", "Web"].map { name + $0 }
    }

    /// main.swift with an import of each of the slice's `modules` among the imports in sorted order and
    /// `<Name>Module.self,` at the end of the `FeatureRegistry([...])` list.
    static func addModule(_ name: String, to main: String) -> Result<String, PluginFailure> {
        var lines = main.components(separatedBy: "\n")
        guard let registry = lines.firstIndex(where: { $0.contains("FeatureRegistry([") }),
            let end = lines[registry...].firstIndex(of: "])")
        else {
            return .failure(PluginFailure("main.swift has no `FeatureRegistry([` list ending in a `])` line"))
        }
        lines.insert("    \(name)Module.self,", at: end)
        for module in modules(name) {
            let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
            guard let lastImport = imports.last else {
                return .failure(PluginFailure("main.swift has no import lines"))
            }
            let position = imports.first { String(lines[$0].dropFirst("import ".count)) > module } ?? lastImport + 1
            lines.insert("import \(module)", at: position)
        }
        return .success(lines.joined(separator: "\n"))
    }
}
