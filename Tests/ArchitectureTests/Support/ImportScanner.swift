import Foundation

/// Finds `import` declarations in Swift source text, whatever decorates them:
/// attributes (`@preconcurrency`, `@testable`, `@_exported`, `@_spi(X)`), access levels
/// (`public`, `package`, `internal`...), kinds (`import struct Foundation.URL`) and `;`.
/// It reads code only (``SourceText``), so documentation and test fixtures mentioning an import do not count.
enum ImportScanner {
    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
    private static let importKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]

    /// The imports of the Swift files under `folders`, and the C files' `#include <Module.h>` lines.
    static func imports(under folders: [String]) throws -> [SourceImport] {
        try folders.flatMap { folder in
            let c = try [".c", ".h"].flatMap { try PlanFile.all(under: folder, endingWith: $0) }
            return try PlanFile.all(under: folder).flatMap { imports(in: $0.text, file: $0.path) }
                + c.flatMap { includedModules(in: $0.text, file: $0.path) }
        }
    }

    static func imports(in text: String, file: String) -> [SourceImport] {
        SourceText.codeLines(of: text).flatMap { number, line in
            line.split(separator: ";").compactMap(importedModule).map {
                SourceImport(file: file, line: number, module: $0)
            }
        }
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

    /// How one C target would use another's public header. System headers with a path
    /// (`<curl/curl.h>`) are not modules of the package and are left out.
    private static func includedModules(in text: String, file: String) -> [SourceImport] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let words = line.split(separator: " ", maxSplits: 1)
            guard words.count == 2, words[0] == "#include" else { return nil }
            let header = words[1].trimmingCharacters(in: CharacterSet(charactersIn: "<>\" "))
            guard header.hasSuffix(".h"), !header.contains("/") else { return nil }
            return SourceImport(file: file, line: index + 1, module: String(header.dropLast(2)))
        }
    }
}
