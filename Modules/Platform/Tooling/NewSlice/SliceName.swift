/// A slice's names, UpperCamelCase ASCII letters: `Forecasts` for its types and targets, `forecasts` for
/// the command word, API name, web path and flag keys, and the subject `Forecast` (the singular thing a
/// screen shows) for the model, its view models, rows, screens, pages and outputs.
struct SliceName {
    /// `Forecasts`.
    let name: String
    /// `Forecast`.
    let subject: String
    /// `forecasts`.
    var lower: String { name.lowercased() }

    static let usage =
        "usage: swift package --allow-writing-to-package-directory new-slice <Name> [--subject <Subject>]"

    /// The names in `arguments`, or why they cannot name a slice: one line for the user. Without
    /// `--subject`, the subject is the name without its plural ending.
    static func parse(_ arguments: [String]) -> Result<SliceName, PluginFailure> {
        var words = arguments
        var subject: String?
        if let flag = words.firstIndex(of: "--subject") {
            guard words.indices.contains(flag + 1) else { return .failure(PluginFailure(usage)) }
            subject = words[flag + 1]
            words.removeSubrange(flag...flag + 1)
        }
        guard words.count == 1, let name = words.first, !name.hasPrefix("-") else {
            return .failure(PluginFailure(usage))
        }
        if let refusal = refusal(
            of: name, as: "slice name", because: "its lowercase is the command word and the flag keys' first part")
        {
            return .failure(refusal)
        }
        let chosen = subject ?? singular(of: name)
        if let refusal = refusal(of: chosen, as: "subject", because: "it begins the model's and screens' type names") {
            return .failure(refusal)
        }
        return .success(SliceName(name: name, subject: chosen))
    }

    /// `name` without its plural ending (`Launches`: `Launch`, `Categories`: `Category`; `Weather` is its own
    /// singular). English has exceptions (`Movies`); `--subject` names them.
    static func singular(of name: String) -> String {
        if name.hasSuffix("ies"), name.count > 3 { return String(name.dropLast(3)) + "y" }
        if ["ches", "shes", "sses", "xes"].contains(where: { name.hasSuffix($0) }) { return String(name.dropLast(2)) }
        if name.hasSuffix("s"), !name.hasSuffix("ss"), !name.hasSuffix("us"), name.count > 1 {
            return String(name.dropLast())
        }
        return name
    }

    private static func refusal(of text: String, as role: String, because reason: String) -> PluginFailure? {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, isLetter(first) || first == "_",
            scalars.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) || $0 == "_" })
        else {
            return PluginFailure("'\(text)' is not a Swift identifier made of ASCII letters")
        }
        if keywords.contains(text) {
            return PluginFailure("'\(text)' is a Swift keyword")
        }
        guard ("A"..."Z").contains(first) else {
            return PluginFailure("'\(text)' must start with an uppercase letter (UpperCamelCase, such as Forecasts)")
        }
        guard scalars.allSatisfy(isLetter) else {
            return PluginFailure(
                "'\(text)' has a character other than a letter; a \(role) is UpperCamelCase letters, since \(reason)")
        }
        return nil
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
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
