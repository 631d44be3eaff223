import Foundation

/// Takes out the lines `new-slice` added to Package.swift and main.swift (see its
/// `Registration`), refusing when they are not there in the shape it wrote them.
enum SliceLines {
    /// Package.swift without `let <lower> = Slice(` up to its closing `)` line and the blank line
    /// after it, and without `<lower>` in `let slices = [...]`, wherever it stands there.
    static func removeSlice(lower: String, from package: String) throws -> String {
        var lines = package.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "let \(lower) = Slice("),
            let end = lines[start...].firstIndex(of: ")"), lines.indices.contains(end + 1), lines[end + 1].isEmpty
        else {
            throw RemovalFailure("Package.swift has no `let \(lower) = Slice(` declaration as new-slice writes it")
        }
        lines.removeSubrange(start...(end + 1))
        guard let list = lines.firstIndex(where: { $0.hasPrefix("let slices = [") }) else {
            throw RemovalFailure("Package.swift has no `let slices = [...]` line")
        }
        let prefix = "let slices = ["
        let entries = lines[list].dropFirst(prefix.count).dropLast().components(separatedBy: ", ")
        if lines[list].hasSuffix("]"), entries.contains(lower) {
            lines[list] = prefix + entries.filter { $0 != lower }.joined(separator: ", ") + "]"
        } else if let entry = lines[list...].firstIndex(of: "    \(lower),") {
            lines.remove(at: entry)
        } else {
            throw RemovalFailure("Package.swift's `slices` list does not name \(lower)")
        }
        return lines.joined(separator: "\n")
    }

    /// main.swift without `import <Name>Assembly` and the registry's `<Name>Module.self,` line.
    static func removeModule(_ name: String, from main: String) throws -> String {
        var lines = main.components(separatedBy: "\n")
        for line in ["import \(name)Assembly", "    \(name)Module.self,"] {
            guard let index = lines.firstIndex(of: line) else {
                throw RemovalFailure("main.swift has no `\(line.trimmingCharacters(in: .whitespaces))` line")
            }
            lines.remove(at: index)
        }
        return lines.joined(separator: "\n")
    }
}
