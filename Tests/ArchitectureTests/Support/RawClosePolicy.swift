import Foundation

/// Finds the `close(2)` system call in Swift code: `close(x)`, `Glibc.close`, or kept in a value (`let shut =
/// close`); not a method (`handle.close()`), a declaration (`func close()`), a comment or a string literal.
enum RawClosePolicy {
    /// The one folder whose code closes descriptors: `FileDescriptor` owns each one it opens.
    static let owner = "Modules/Platform/DescriptorKit/"

    /// Each line of `text` that names the system call, as `file:line: code`.
    static func violations(in text: String, file: String) -> [String] {
        SourceText.codeLines(of: text).compactMap { number, line in
            namesSystemClose(line) ? "\(file):\(number): \(line.trimmingCharacters(in: .whitespaces))" : nil
        }
    }

    private static func namesSystemClose(_ line: Substring) -> Bool {
        let declarationsRemoved = line.replacing(#/\bfunc\s+close\b/#, with: "func _")
        return declarationsRemoved.contains(#/(^|[^\w.`])close\s*\(/#)
            || declarationsRemoved.contains(#/\b(Glibc|Darwin|Musl|SwiftGlibc)\s*\.\s*close\b/#)
            || declarationsRemoved.contains(#/=\s*close\s*($|[^\w(\s])/#)
    }
}
