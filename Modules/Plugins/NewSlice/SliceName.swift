/// A slice's name as `new-slice` takes it, such as `Weather`: UpperCamelCase ASCII letters, and the
/// spellings the generated code uses: `Weather` for types and targets, `weather` for the
/// command word, the API name and the flag keys.
struct SliceName {
    /// `Weather`.
    let name: String
    /// `weather`.
    var lower: String { name.lowercased() }

    /// The name, or why it cannot name a slice: one line for the user.
    static func parse(_ text: String) -> Result<SliceName, PluginFailure> {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, isLetter(first) || first == "_",
            scalars.allSatisfy({ isLetter($0) || isDigit($0) || $0 == "_" })
        else {
            return .failure(PluginFailure("'\(text)' is not a Swift identifier made of ASCII letters"))
        }
        if keywords.contains(text) {
            return .failure(PluginFailure("'\(text)' is a Swift keyword"))
        }
        guard ("A"..."Z").contains(first) else {
            return .failure(
                PluginFailure("'\(text)' must start with an uppercase letter (UpperCamelCase, such as Weather)"))
        }
        guard scalars.allSatisfy(isLetter) else {
            return .failure(
                PluginFailure(
                    "'\(text)' has a character other than a letter; a slice name is UpperCamelCase letters, "
                        + "since its lowercase is the command word and the flag keys' first part"))
        }
        return .success(SliceName(name: text))
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// Swift's reserved words, and the names the generated code cannot take as a type
    /// (`Self`, `Any`, `Type`, `Protocol`).
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "Any", "Type", "Protocol", "some", "any", "async", "actor",
        "_",
    ]
}

/// A refusal or failure of the plugin, reported as one `error:` line.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
