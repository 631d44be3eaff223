import Foundation

/// Reads the field tree of a single-operation GraphQL document: just enough grammar for the
/// feature's query files (names, `$variables`, arguments, nested braces, `#` comments).
enum SelectionSetReader {
    struct Field: Equatable {
        var name: String
        var arguments: [String: String]
        var children: [Field]
    }

    struct Operation {
        var name: String?
        var fields: [Field]
    }

    struct SyntaxError: Error, CustomStringConvertible {
        var description: String
    }

    static func operation(in text: String) throws -> Operation {
        var words = words(in: text)[...]
        var name: String?
        if words.first == "query" {
            words.removeFirst()
            if let next = words.first, next != "{", next != "(" { name = String(words.removeFirst()) }
            if words.first == "(" {
                // Variable definitions: checked by the server, not by field names.
                guard let close = words.firstIndex(of: ")") else { throw SyntaxError(description: "unclosed (") }
                words = words[(close + 1)...]
            }
        }
        let fields = try selectionSet(&words)
        guard words.isEmpty else { throw SyntaxError(description: "unexpected \(words.first ?? "")") }
        return Operation(name: name, fields: fields)
    }

    private static func selectionSet(_ words: inout ArraySlice<String>) throws -> [Field] {
        guard words.popFirst() == "{" else { throw SyntaxError(description: "expected {") }
        var fields: [Field] = []
        while let word = words.popFirst() {
            if word == "}" {
                guard !fields.isEmpty else { throw SyntaxError(description: "empty selection set") }
                return fields
            }
            guard word.first?.isLetter == true || word.first == "_" else {
                throw SyntaxError(description: "expected a field name, found \(word)")
            }
            var field = Field(name: word, arguments: [:], children: [])
            if words.first == "(" {
                words.removeFirst()
                while let argument = words.popFirst(), argument != ")" {
                    guard words.popFirst() == ":", let value = words.popFirst() else {
                        throw SyntaxError(description: "bad argument \(argument)")
                    }
                    field.arguments[argument] = value == "$" ? "$" + (words.popFirst() ?? "") : value
                }
            }
            if words.first == "{" { field.children = try selectionSet(&words) }
            fields.append(field)
        }
        throw SyntaxError(description: "unclosed {")
    }

    private static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for line in text.split(whereSeparator: \.isNewline) {
            for character in line.prefix(while: { $0 != "#" }) {
                if character.isLetter || character.isNumber || character == "_" {
                    current.append(character)
                    continue
                }
                if !current.isEmpty { words.append(current) }
                current = ""
                if "{}():$!".contains(character) { words.append(String(character)) }
            }
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        return words
    }
}
