struct SourceImport: Hashable, Sendable, CustomStringConvertible {
    let file: String
    let line: Int
    /// The imported module (for `import struct Foundation.URL`, `Foundation`).
    let module: String

    var description: String { "\(file):\(line) imports \(module)" }
}
