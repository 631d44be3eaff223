import Foundation

/// Finds `import` declarations in Swift source text, whatever decorates them:
/// attributes (`@preconcurrency`, `@testable`, `@_exported`, `@_spi(X)`), access levels
/// (`public`, `package`, `internal`...), kinds (`import struct Foundation.URL`) and `;`.
///
/// It is line-based on purpose: imports are top-level declarations, and a scanner this small
/// is easy to trust. Comments and multi-line string literals are skipped so that documentation
/// and test fixtures mentioning an import do not count.
enum ImportScanner {
    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
    private static let importKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]

    static func imports(in text: String, file: String) -> [SourceImport] {
        var found: [SourceImport] = []
        var inBlockComment = false
        var inMultilineString = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if inMultilineString {
                if line.contains("\"\"\"") { inMultilineString = false }
                continue
            }
            if inBlockComment {
                guard let end = line.range(of: "*/") else { continue }
                line = line[end.upperBound...]
                inBlockComment = false
            }
            if let start = line.range(of: "/*"), !line[start.upperBound...].contains("*/") {
                inBlockComment = true
                line = line[..<start.lowerBound]
            }
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inMultilineString = true }
            for statement in line.split(separator: ";") {
                if let module = importedModule(in: statement) {
                    found.append(SourceImport(file: file, line: index + 1, module: module))
                }
            }
        }
        return found
    }

    private static func importedModule(in statement: Substring) -> String? {
        var tokens = statement.split(whereSeparator: \.isWhitespace)[...]
        while let first = tokens.first, first.hasPrefix("@") || accessLevels.contains(String(first)) {
            tokens = tokens.dropFirst()
        }
        guard tokens.first == "import" else { return nil }
        tokens = tokens.dropFirst()
        if let kind = tokens.first, importKinds.contains(String(kind)) { tokens = tokens.dropFirst() }
        guard let path = tokens.first, let module = path.split(separator: ".").first,
            module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return String(module)
    }
}
