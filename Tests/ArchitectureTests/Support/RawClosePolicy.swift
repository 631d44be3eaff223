import Foundation

/// Finds the `close(2)` system call named in Swift source: a free call `close(x)`, one qualified
/// by a C module (`Glibc.close`), or the function kept in a value (`let shut = close`). A method
/// (`handle.close()`) and a declaration (`func close()`) are not the system call. Comments and
/// string literals are blanked first, so documentation can name the call.
enum RawClosePolicy {
    /// The one folder whose code closes descriptors: `FileDescriptor` owns each one it opens.
    static let owner = "Modules/Platform/DescriptorKit/"

    /// Each line of `text` that names the system call, as `file:line: code`.
    static func violations(in text: String, file: String) -> [String] {
        code(of: text).split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
            index, line in
            namesSystemClose(line) ? "\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))" : nil
        }
    }

    private static func namesSystemClose(_ line: Substring) -> Bool {
        let declarationsRemoved = line.replacing(#/\bfunc\s+close\b/#, with: "func _")
        return declarationsRemoved.contains(#/(^|[^\w.`])close\s*\(/#)
            || declarationsRemoved.contains(#/\b(Glibc|Darwin|Musl|SwiftGlibc)\s*\.\s*close\b/#)
            || declarationsRemoved.contains(#/=\s*close\s*($|[^\w(\s])/#)
    }

    /// `text` with every comment and string literal replaced by spaces, keeping its line breaks
    /// so line numbers still match.
    static func code(of text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        func at(_ offset: Int, _ expected: String) -> Bool {
            let wanted = Array(expected)
            guard offset + wanted.count <= characters.count else { return false }
            return Array(characters[offset..<offset + wanted.count]) == wanted
        }
        func blank(_ character: Character) { result.append(character == "\n" ? "\n" : " ") }
        while index < characters.count {
            if at(index, "//") {
                while index < characters.count, characters[index] != "\n" {
                    blank(characters[index])
                    index += 1
                }
            } else if at(index, "/*") {
                var depth = 0
                repeat {
                    if at(index, "/*") {
                        depth += 1
                        result += "  "
                        index += 2
                    } else if at(index, "*/") {
                        depth -= 1
                        result += "  "
                        index += 2
                    } else {
                        blank(characters[index])
                        index += 1
                    }
                } while depth > 0 && index < characters.count
            } else if characters[index] == "\"" || at(index, "#\"") || at(index, "##\"") {
                var hashes = 0
                while characters[index] == "#" {
                    hashes += 1
                    blank("#")
                    index += 1
                }
                let quote = at(index, "\"\"\"") ? "\"\"\"" : "\""
                let closing = quote + String(repeating: "#", count: hashes)
                for _ in quote { blank("\"") }
                index += quote.count
                while index < characters.count, !at(index, closing) {
                    if hashes == 0, characters[index] == "\\" {
                        blank(characters[index])
                        index += 1
                        if index >= characters.count { break }
                    }
                    blank(characters[index])
                    index += 1
                }
                for character in closing where index < characters.count {
                    blank(character)
                    index += 1
                }
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }
}
