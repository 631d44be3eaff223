/// Parses the GraphQL subset in ``IronForgeDocument`` by recursive descent over tokens.
struct IronForgeQueryParser {
    private var tokens: [Substring]
    private var index = 0

    static func parse(_ text: String) throws(IronForgeError) -> IronForgeDocument {
        var parser = IronForgeQueryParser(tokens: try tokenize(text))
        var operations: [IronForgeDocument.Operation] = []
        while parser.peek != nil {
            operations.append(try parser.operation())
        }
        guard !operations.isEmpty else { throw IronForgeError("Syntax Error: Unexpected <EOF>.") }
        return IronForgeDocument(operations: operations)
    }

    private var peek: Substring? { index < tokens.count ? tokens[index] : nil }

    private mutating func next() throws(IronForgeError) -> Substring {
        guard let token = peek else { throw IronForgeError("Syntax Error: Unexpected <EOF>.") }
        index += 1
        return token
    }

    private mutating func expect(_ expected: String) throws(IronForgeError) {
        let token = try next()
        guard token == expected else {
            throw IronForgeError("Syntax Error: Expected \"\(expected)\", found \"\(token)\".")
        }
    }

    private mutating func skip(_ token: String) -> Bool {
        guard peek == Substring(token) else { return false }
        index += 1
        return true
    }

    private mutating func name() throws(IronForgeError) -> String {
        let token = try next()
        guard let first = token.first, first == "_" || first.isLetter else {
            throw IronForgeError("Syntax Error: Expected Name, found \"\(token)\".")
        }
        return String(token)
    }

    private mutating func operation() throws(IronForgeError) -> IronForgeDocument.Operation {
        if peek == "{" { return .init(kind: "query", name: nil, selections: try selectionSet()) }
        let kind = try name()
        guard ["query", "mutation", "subscription"].contains(kind) else {
            if kind == "fragment" { throw IronForgeError("Fragments are not supported by the offline emulator.") }
            throw IronForgeError("Syntax Error: Unexpected Name \"\(kind)\".")
        }
        let operationName = peek.map { $0 != "(" && $0 != "{" } == true ? try name() : nil
        if skip("(") {
            while !skip(")") { try variableDefinition() }
        }
        try rejectDirectives()
        return .init(kind: kind, name: operationName, selections: try selectionSet())
    }

    /// `$id: ID! = default`: read and dropped, since values come from `variables`.
    private mutating func variableDefinition() throws(IronForgeError) {
        try expect("$")
        _ = try name()
        try expect(":")
        try typeReference()
        if skip("=") { _ = try value() }
    }

    private mutating func typeReference() throws(IronForgeError) {
        if skip("[") {
            try typeReference()
            try expect("]")
        } else {
            _ = try name()
        }
        _ = skip("!")
    }

    private mutating func selectionSet() throws(IronForgeError) -> [IronForgeDocument.Selection] {
        try expect("{")
        var selections: [IronForgeDocument.Selection] = []
        while !skip("}") {
            if peek == "..." { throw IronForgeError("Fragments are not supported by the offline emulator.") }
            var fieldName = try name()
            var alias: String?
            if skip(":") {
                alias = fieldName
                fieldName = try name()
            }
            var arguments: [String: IronForgeDocument.Argument] = [:]
            if skip("(") {
                while !skip(")") {
                    let argumentName = try name()
                    try expect(":")
                    arguments[argumentName] = try value()
                }
            }
            try rejectDirectives()
            let children = peek == "{" ? try selectionSet() : []
            selections.append(.init(alias: alias, name: fieldName, arguments: arguments, selections: children))
        }
        guard !selections.isEmpty else { throw IronForgeError("Syntax Error: Expected Name, found \"}\".") }
        return selections
    }

    private mutating func value() throws(IronForgeError) -> IronForgeDocument.Argument {
        if skip("$") { return .variable(try name()) }
        let token = try next()
        guard token.first.map({ $0.isLetter || $0.isNumber || $0 == "\"" || $0 == "-" }) == true else {
            throw IronForgeError("Syntax Error: Unexpected \"\(token)\".")
        }
        return .literal(token.hasPrefix("\"") ? String(token.dropFirst().dropLast()) : String(token))
    }

    private mutating func rejectDirectives() throws(IronForgeError) {
        if peek == "@" { throw IronForgeError("Directives are not supported by the offline emulator.") }
    }

    /// Names, numbers, strings and punctuators; whitespace, commas and comments dropped, as GraphQL's lexer does.
    private static func tokenize(_ text: String) throws(IronForgeError) -> [Substring] {
        var tokens: [Substring] = []
        var position = text.startIndex
        while position < text.endIndex {
            let character = text[position]
            let end: String.Index
            if character.isWhitespace || character == "," || character == "\u{FEFF}" {
                position = text.index(after: position)
                continue
            } else if character == "#" {
                position = text[position...].firstIndex(where: \.isNewline) ?? text.endIndex
                continue
            } else if text[position...].hasPrefix("...") {
                end = text.index(position, offsetBy: 3)
            } else if "{}()[]:$!=@".contains(character) {
                end = text.index(after: position)
            } else if character == "\"" {
                let start = text.index(after: position)
                guard let close = text[start...].firstIndex(where: { $0 == "\"" || $0.isNewline }), text[close] == "\""
                else { throw IronForgeError("Syntax Error: Unterminated string.") }
                end = text.index(after: close)
            } else if character == "_" || character == "-" || character.isLetter || character.isNumber {
                end =
                    text[position...].dropFirst().firstIndex {
                        !($0 == "_" || $0 == "." || $0.isLetter || $0.isNumber)
                    } ?? text.endIndex
            } else {
                throw IronForgeError("Syntax Error: Unexpected character \"\(character)\".")
            }
            tokens.append(text[position..<end])
            position = end
        }
        return tokens
    }
}
