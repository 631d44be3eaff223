import Foundation

/// Turns DOT into SVG with Graphviz's `dot` (Debian's `graphviz` package).
struct Graphviz {
    let dot: URL

    struct Missing: Error, CustomStringConvertible {
        let description = "Graphviz's dot is not installed; install it with: apt-get install graphviz"
    }

    static func locate() throws -> Graphviz {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("dot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return Graphviz(dot: candidate) }
        }
        throw Missing()
    }

    func svg(from source: String) throws -> String {
        let process = Process()
        process.executableURL = dot
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(source.utf8))
        try input.fileHandleForWriting.close()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GenerateDiagrams.Failure(description: "dot failed on:\n\(source)")
        }
        return String(decoding: svg, as: UTF8.self)
    }
}
