import Foundation

/// Runs the toolchain's `swift-symbolgraph-extract` on modules that are already built, so
/// drawing the class diagrams never compiles anything twice.
struct SymbolGraphExtractor {
    let tool: URL
    let modulesDirectory: URL
    let targetTriple: String
    let workDirectory: URL
    /// The folders of the C modules' module maps (``GenerateDiagrams/moduleMapFolders(in:)``).
    var clangModuleDirectories: [URL] = []

    /// The symbol graph of `module`, private declarations included (stored properties are how
    /// the diagrams know what a type owns), synthesized members left out.
    func graph(of module: String) throws -> SymbolGraph {
        let output = workDirectory.appendingPathComponent(module)
        try? FileManager.default.removeItem(at: output)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = tool
        process.arguments =
            [
                "-module-name", module, "-I", modulesDirectory.path, "-target", targetTriple,
                "-minimum-access-level", "private", "-skip-synthesized-members", "-output-dir", output.path,
            ] + clangModuleDirectories.flatMap { ["-I", $0.path] }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GenerateDiagrams.Failure(
                description: "swift-symbolgraph-extract failed for \(module) in \(modulesDirectory.path) "
                    + "(build the package first): \(String(decoding: message, as: UTF8.self))")
        }
        let data = try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
        return try JSONDecoder().decode(SymbolGraph.self, from: data)
    }
}
