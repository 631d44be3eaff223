import Foundation

/// Checks that every use of Glibc (its import, or a call qualified with its name) stands in the Glibc
/// branch of an `#if canImport(Glibc)` followed by `#elseif canImport(Darwin)`: the package declares macOS
/// too, so a platform call must say what it does there.
enum PlatformBranches {
    private struct Block {
        var line: Int
        var inGlibcBranch: Bool
        var hasDarwinBranch = false
        var usesGlibc = false
    }

    /// One line per use of Glibc with no Darwin branch, naming the file and line.
    static func violations(in text: String, file: String) -> [String] {
        var blocks: [Block] = []
        var found: [String] = []
        for (number, rawLine) in SourceText.codeLines(of: text) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                blocks.append(Block(line: number, inGlibcBranch: line == "#if canImport(Glibc)"))
            } else if line.hasPrefix("#elseif "), !blocks.isEmpty {
                let glibcBranch = blocks[blocks.count - 1].inGlibcBranch
                blocks[blocks.count - 1].inGlibcBranch = false
                if glibcBranch, line == "#elseif canImport(Darwin)" { blocks[blocks.count - 1].hasDarwinBranch = true }
            } else if line == "#else", !blocks.isEmpty {
                blocks[blocks.count - 1].inGlibcBranch = false
            } else if line == "#endif", let block = blocks.popLast() {
                if block.usesGlibc, !block.hasDarwinBranch {
                    found.append("\(file):\(block.line): a Glibc branch with no #elseif canImport(Darwin) after it")
                }
            } else if line.hasPrefix("import Glibc") || line.contains(#/(^|[^\w.])Glibc\.\w/#) {
                if let branch = blocks.lastIndex(where: \.inGlibcBranch) {
                    blocks[branch].usesGlibc = true
                } else {
                    found.append("\(file):\(number): uses Glibc outside #if canImport(Glibc)")
                }
            }
        }
        return found
    }
}
