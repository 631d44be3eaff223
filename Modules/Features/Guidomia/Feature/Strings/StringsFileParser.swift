/// Reads `.strings` files: `"key" = "value";` entries, `/* */` and `//` comments, escapes `\" \\ \n \t \r`.
enum StringsFileParser {
    static func parse(_ text: String) throws(StringsFileError) -> [String: String] {
        var cursor = Cursor(characters: Array(text))
        var table: [String: String] = [:]
        try cursor.skipSpaceAndComments()
        while !cursor.isAtEnd {
            let key = try cursor.quoted()
            try cursor.skipSpaceAndComments()
            try cursor.expect("=")
            try cursor.skipSpaceAndComments()
            let value = try cursor.quoted()
            try cursor.skipSpaceAndComments()
            try cursor.expect(";")
            table[key] = value
            try cursor.skipSpaceAndComments()
        }
        return table
    }

    private struct Cursor {
        let characters: [Character]
        var index = 0
        var line = 1

        var isAtEnd: Bool { index >= characters.count }

        private func peek(_ offset: Int = 0) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        private mutating func advance() -> Character? {
            guard let character = peek() else { return nil }
            index += 1
            if character == "\n" { line += 1 }
            return character
        }

        private func failure(_ reason: String) -> StringsFileError {
            StringsFileError(line: line, reason: reason)
        }

        mutating func skipSpaceAndComments() throws(StringsFileError) {
            while let character = peek() {
                if character.isWhitespace {
                    _ = advance()
                } else if character == "/", peek(1) == "/" {
                    while let next = advance(), next != "\n" {}
                } else if character == "/", peek(1) == "*" {
                    let start = line
                    index += 2
                    while !(peek() == "*" && peek(1) == "/") {
                        guard advance() != nil else {
                            throw StringsFileError(line: start, reason: "unterminated comment")
                        }
                    }
                    index += 2
                } else {
                    return
                }
            }
        }

        mutating func expect(_ expected: Character) throws(StringsFileError) {
            guard let found = peek() else { throw failure("expected '\(expected)' but the file ended") }
            guard found == expected else { throw failure("expected '\(expected)' but found '\(found)'") }
            _ = advance()
        }

        mutating func quoted() throws(StringsFileError) -> String {
            try expect("\"")
            var value = ""
            while let character = advance() {
                switch character {
                case "\"":
                    return value
                case "\\":
                    guard let escaped = advance() else { break }
                    switch escaped {
                    case "\"", "\\": value.append(escaped)
                    case "n": value.append("\n")
                    case "t": value.append("\t")
                    case "r": value.append("\r")
                    default: throw failure("unknown escape '\\\(escaped)'")
                    }
                default:
                    value.append(character)
                }
            }
            throw failure("unterminated string")
        }
    }
}
