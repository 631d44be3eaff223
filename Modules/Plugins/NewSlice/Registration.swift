/// The lines `new-slice` adds outside the slice's folders: the slice's declaration and its
/// entry in `slices` in Package.swift, and the import and registry entry in main.swift.
/// `remove-slice` takes out exactly these lines, so keep the two plugins in step.
enum Registration {
    /// Package.swift with `declaration` (ending in a newline) and a blank line before the doc
    /// comment of `let slices = [...]`, and `lower` at the end of that list.
    static func addSlice(declaration: String, lower: String, to package: String) -> Result<String, PluginFailure> {
        var lines = package.components(separatedBy: "\n")
        guard let list = lines.firstIndex(where: { $0.hasPrefix("let slices = [") }) else {
            return .failure(PluginFailure("Package.swift has no `let slices = [...]` line to add the slice to"))
        }
        if lines[list].hasSuffix("]") {
            lines[list] = String(lines[list].dropLast()) + ", \(lower)]"
        } else if let end = lines[list...].firstIndex(of: "]") {
            lines.insert("    \(lower),", at: end)
        } else {
            return .failure(PluginFailure("Package.swift's `let slices = [` list has no closing `]` line"))
        }
        var insertion = list
        while insertion > 0, lines[insertion - 1].hasPrefix("///") { insertion -= 1 }
        lines.insert(contentsOf: declaration.components(separatedBy: "\n"), at: insertion)
        return .success(lines.joined(separator: "\n"))
    }

    /// main.swift with `import <Name>Assembly` among the imports in sorted order and
    /// `<Name>Module.self,` at the end of the `FeatureRegistry([...])` list.
    static func addModule(_ name: String, to main: String) -> Result<String, PluginFailure> {
        var lines = main.components(separatedBy: "\n")
        guard let registry = lines.firstIndex(where: { $0.contains("FeatureRegistry([") }),
            let end = lines[registry...].firstIndex(of: "])")
        else {
            return .failure(PluginFailure("main.swift has no `FeatureRegistry([` list ending in a `])` line"))
        }
        lines.insert("    \(name)Module.self,", at: end)
        let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
        guard let lastImport = imports.last else {
            return .failure(PluginFailure("main.swift has no import lines"))
        }
        let module = "\(name)Assembly"
        let position = imports.first { String(lines[$0].dropFirst("import ".count)) > module } ?? lastImport + 1
        lines.insert("import \(module)", at: position)
        return .success(lines.joined(separator: "\n"))
    }
}
