import Foundation

/// Takes out the lines `new-slice` added to Package.swift and main.swift (see its
/// `Registration`), refusing when they are not there in the shape it wrote them.
enum SliceLines {
    /// Package.swift without the slice's four blocks, each from `// <Name>, written by new-slice` through the
    /// blank line ending it, and without its line (assembly and clients) among `mosaic`'s dependencies.
    static func removeSlice(_ name: String, from package: String) throws -> String {
        var lines = package.components(separatedBy: "\n")
        let linked = "                " + modules(name).map { "\"\($0)\"," }.joined(separator: " ")
        guard let assembly = lines.firstIndex(of: linked) else {
            throw RemovalFailure(
                "Package.swift's `mosaic` target does not list `\(linked.trimmingCharacters(in: .whitespaces))` "
                    + "on a line of its own")
        }
        lines.remove(at: assembly)
        let header = "        // \(name), written by new-slice"
        for block in 1...4 {
            guard let start = lines.firstIndex(of: header), let end = lines[start...].firstIndex(of: "") else {
                throw RemovalFailure(
                    "Package.swift has \(block - 1) of the slice's four blocks that begin `// \(name), written by new-slice`"
                )
            }
            lines.removeSubrange(start...end)
        }
        guard !lines.contains(header) else {
            throw RemovalFailure(
                "Package.swift has more than four blocks that begin `// \(name), written by new-slice`")
        }
        return lines.joined(separator: "\n")
    }

    /// The slice's targets `mosaic` links, as new-slice's `Registration.modules` names them.
    static func modules(_ name: String) -> [String] {
        ["Assembly", "CommandLine", "Terminal", "Web"].map { name + $0 }
    }

    /// main.swift without the imports of the slice's `modules` and the registry's `<Name>Module.self,` line.
    static func removeModule(_ name: String, from main: String) throws -> String {
        var lines = main.components(separatedBy: "\n")
        for line in modules(name).map({ "import \($0)" }) + ["    \(name)Module.self,"] {
            guard let index = lines.firstIndex(of: line) else {
                throw RemovalFailure("main.swift has no `\(line.trimmingCharacters(in: .whitespaces))` line")
            }
            lines.remove(at: index)
        }
        return lines.joined(separator: "\n")
    }
}
