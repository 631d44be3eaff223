/// Swift source as the source rules read it: code only, so documentation and test fixtures can
/// name what a rule forbids.
enum SourceText {
    /// `text` with every comment and string literal replaced by spaces, keeping its line breaks
    /// so line numbers still match.
    static func code(of text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        func at(_ offset: Int, _ expected: String) -> Bool {
            var position = offset
            for character in expected {
                guard position < characters.count, characters[position] == character else { return false }
                position += 1
            }
            return true
        }
        func blank(_ character: Character) { result.append(character == "\n" ? "\n" : " ") }
        while index < characters.count {
            // Most characters open nothing: only these three are looked at further.
            if !"/\"#".contains(characters[index]) {
                result.append(characters[index])
                index += 1
            } else if at(index, "//") {
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

    /// The lines of ``code(of:)``, numbered from 1.
    static func codeLines(of text: String) -> [(number: Int, line: Substring)] {
        code(of: text).split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { ($0 + 1, $1) }
    }
}
