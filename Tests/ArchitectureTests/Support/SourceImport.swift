/// One `import` line found in a source file.
struct SourceImport: Hashable, Sendable, CustomStringConvertible {
    /// Path of the file relative to the package root.
    let file: String
    let line: Int
    /// The imported module (for `import struct Foundation.URL`, `Foundation`).
    let module: String

    var description: String { "\(file):\(line) imports \(module)" }
}
