import Foundation

/// Takes out the lines `new-slice` added to Package.swift and main.swift (see its
/// `Registration`), refusing when they are not there in the shape it wrote them.
enum SliceLines {
    /// Package.swift without the slice's four blocks (its products, targets, test support and tests): each
    /// from the line `// <Name>, written by new-slice` through the blank line that ends it; and
    /// without its assembly's line among `mosaic`'s dependencies.
    static func removeSlice(_ name: String, from package: String) throws -> String {
        var lines = package.components(separatedBy: "\n")
        guard let assembly = lines.firstIndex(of: "                \"\(name)Assembly\",") else {
            throw RemovalFailure(
                "Package.swift's `mosaic` target does not list \"\(name)Assembly\" on a line of its own")
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
