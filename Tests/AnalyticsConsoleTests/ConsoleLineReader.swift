import AnalyticsTesting

/// Reads a line back into an event, for the contract to compare with what was tracked, through the tracker's
/// quoting: `"..."` with `\"`, `\\`, `\n`, `\r` and `\t` escapes.
struct ConsoleLineReader {
    struct Unreadable: Error, CustomStringConvertible {
        let line: String
        var description: String { "not a console analytics line: \(line)" }
    }

    static func event(from line: String) throws -> ObservedAnalyticsEvent {
        guard line.hasPrefix("analytics: ") else { throw Unreadable(line: line) }
        let words = try self.words(in: line.dropFirst("analytics: ".count), line: line)
        guard let name = words.first else { throw Unreadable(line: line) }
        var parameters: [String: String] = [:]
        for word in words.dropFirst() {
            guard let equals = word.firstIndex(of: "=") else { throw Unreadable(line: line) }
            parameters[String(word[..<equals])] = String(word[word.index(after: equals)...])
        }
        return ObservedAnalyticsEvent(name: name, parameters: parameters)
    }

    private static func words(in text: Substring, line: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var inQuotes = false
        var escaping = false
        for character in text {
            if escaping {
                let unescaped: [Character: String] = ["n": "\n", "r": "\r", "t": "\t", "\"": "\"", "\\": "\\"]
                guard let replacement = unescaped[character] else { throw Unreadable(line: line) }
                current += replacement
                escaping = false
            } else if inQuotes && character == "\\" {
                escaping = true
            } else if character == "\"" {
                inQuotes.toggle()
            } else if character == " " && !inQuotes {
                words.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        guard !inQuotes, !escaping else { throw Unreadable(line: line) }
        words.append(current)
        return words
    }
}
